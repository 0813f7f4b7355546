import { useState } from 'react';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { newBusinessProblem, TEXT, type BusinessDetail } from '@jaunt/contract';
import { ModalFormActions } from '../../../components/modal-form-actions.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useModalSubmit } from '../../../lib/use-modal-submit.ts';
import { createBusiness } from '../api/business-actions.ts';
import { useAllMarkets } from '../api/markets.ts';

/**
 * Add New (spec section 5): a business by name and market. Nothing filled in reads 'Nothing to
 * save'; one of the two missing reads 'Please complete all fields.'. The new business opens.
 */
export function NewBusinessModal(props: {
  opened: boolean;
  market: string;
  onClose: () => void;
  onCreated: (b: BusinessDetail) => void;
}) {
  const markets = useAllMarkets();
  const [name, setName] = useState('');
  const [market, setMarket] = useState<string | null>(props.market);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setName('');
    setProblem(null);
    props.onClose();
  };
  const { errors, failure, saving, submit } = useModalSubmit({
    send: async (body: { name: string; market: string }) =>
      props.onCreated(await createBusiness(body)),
    onSent: close,
    failureText: (error) => errorMessage(error, TEXT.genericError),
  });
  const options = (markets.data ?? []).map((m) => ({
    value: m.val,
    label: m.market ? `${m.market} (${m.val})` : m.val,
  }));

  return (
    <Modal opened={props.opened} onClose={close} title="Add a business">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const body = { name: name.trim(), market: market ?? '' };
          const wrong = newBusinessProblem(body);
          setProblem(wrong);
          if (wrong) return;
          void submit(body);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Business name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <Select
            label="Market"
            data={options}
            searchable
            clearable
            value={market}
            onChange={setMarket}
            error={errors.market}
            nothingFoundMessage="No such market"
          />
          <ModalFormActions failure={problem ?? failure} saving={saving} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
