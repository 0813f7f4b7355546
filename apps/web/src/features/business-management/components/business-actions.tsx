import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { TEXT, type BusinessDetail } from '@jaunt/contract';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { businessDetailKey } from '../api/business-detail.ts';
import { businessListKey } from '../api/list-businesses.ts';
import {
  deleteBusiness,
  downloadVendorPdf,
  sendPartnerLive,
  setBusinessActive,
} from '../api/business-actions.ts';

/** Status text and code of a failed call (section 8: business toggle failure). */
const statusOf = (e: unknown) =>
  `${errorMessage(e, TEXT.genericError)} (${e instanceof ApiError ? e.status : 0})`;

/** Vendor PDF, partner-live mail, activate / deactivate and delete, each confirmed where it must be. */
export function BusinessActions(props: { business: BusinessDetail; onDeleted: () => void }) {
  const b = props.business;
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (name: string, work: () => Promise<void>, failTitle: string) => {
    setBusy(name);
    try {
      await work();
    } catch (e) {
      notifications.show({ color: 'red', title: failTitle, message: statusOf(e) });
    } finally {
      setBusy(null);
    }
  };
  const refresh = (next?: BusinessDetail) => {
    if (next) qc.setQueryData(businessDetailKey(b._id), next);
    void qc.invalidateQueries({ queryKey: businessListKey });
  };

  const toggle = () =>
    run(
      'active',
      async () => {
        const next = await setBusinessActive(b._id, !b.active);
        refresh(next);
        const n = next.products.length;
        notifications.show({
          color: 'teal',
          message: `${b.name} is ${next.active ? 'active' : 'inactive'}${n ? `, with its ${n} product${n === 1 ? '' : 's'}` : ''}.`,
        });
      },
      `Could not ${b.active ? 'deactivate' : 'activate'} ${b.name}`,
    );

  const confirmLive = () =>
    modals.openConfirmModal({
      title: 'Send the partner live email?',
      children: (
        <Text size="sm">
          {b.owner
            ? `${b.owner.name} (${b.owner.email}) will be told that ${b.name} is live.`
            : `${b.name} has no owner to tell.`}
        </Text>
      ),
      labels: { confirm: 'Send email', cancel: 'Cancel' },
      onConfirm: () =>
        void run(
          'live',
          async () => {
            await sendPartnerLive(b._id);
            notifications.show({ color: 'teal', message: 'Partner live email sent.' });
          },
          'Could not send the partner live email',
        ),
    });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: `Delete ${b.name}?`,
      children: (
        <Text size="sm">
          Are you sure you want to delete this business? Its products are kept, taken offline and
          left without a business. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete business', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void run(
          'delete',
          async () => {
            await deleteBusiness(b._id);
            qc.removeQueries({ queryKey: businessDetailKey(b._id) });
            refresh();
            notifications.show({ color: 'teal', message: `${b.name} was deleted.` });
            props.onDeleted();
          },
          `Could not delete ${b.name}`,
        ),
    });

  return (
    <Group gap="xs">
      <Button
        variant="light"
        loading={busy === 'pdf'}
        onClick={() =>
          void run('pdf', () => downloadVendorPdf(b.businessId), 'Could not make the vendor PDF')
        }
      >
        Generate vendor PDF
      </Button>
      <Button variant="light" loading={busy === 'live'} onClick={confirmLive}>
        Send partner live email
      </Button>
      <Button
        color={b.active ? 'dark' : 'teal'}
        loading={busy === 'active'}
        onClick={() => void toggle()}
      >
        {b.active ? 'Deactivate' : 'Activate'}
      </Button>
      <Button color="red" variant="outline" loading={busy === 'delete'} onClick={confirmDelete}>
        Delete
      </Button>
    </Group>
  );
}
