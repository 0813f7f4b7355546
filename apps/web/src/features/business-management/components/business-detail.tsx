import {
  Badge,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { BUSINESS_MANAGEMENT_TEXTS, displayPhone, type BusinessDetail } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { useBusinessDetail } from '../api/business-detail.ts';
import { BusinessActions } from './business-actions.tsx';
import { BusinessEditForm } from './business-edit-form.tsx';
import { VerificationStatus } from './verification-status.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </div>
  );
}

function Overview({ b }: { b: BusinessDetail }) {
  const a = b.billingAddress;
  const address = [
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.company,
    [a.address, a.address2].filter(Boolean).join(', '),
    [a.city, a.region, a.postalCode].filter(Boolean).join(' '),
    a.country,
    displayPhone(a.phone),
  ].filter(Boolean);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field label="Email">{b.email}</Field>
        <Field label="Website">{b.url}</Field>
        <Field label="Market">{b.market}</Field>
        <Field label="Commission">{`${b.commission}%`}</Field>
        <Field label="Type">{b.type}</Field>
        <Field label="Payout preference">{b.payoutPreference}</Field>
        <Field label="Integration">{b.integration?.name}</Field>
        <Field label="Company ID">{b.companyId}</Field>
        <Field label="Owner">{b.owner ? `${b.owner.name} (${b.owner.email})` : ''}</Field>
        <Field label="Vendor agreement">
          {b.vendorAgreementDate ? new Date(b.vendorAgreementDate).toLocaleDateString() : ''}
        </Field>
      </SimpleGrid>
      <section aria-labelledby="bm-verification">
        <Title order={3} size="h5" id="bm-verification" mb={4}>
          Payment account
        </Title>
        <VerificationStatus stripe={b.stripe} />
      </section>
      <section aria-labelledby="bm-billing">
        <Title order={3} size="h5" id="bm-billing" mb={4}>
          Billing address
        </Title>
        {address.length ? (
          address.map((line, i) => (
            <Text size="sm" key={i}>
              {line}
            </Text>
          ))
        ) : (
          <Text size="sm" c="dimmed">
            No billing address yet.
          </Text>
        )}
      </section>
      <section aria-labelledby="bm-staff">
        <Title order={3} size="h5" id="bm-staff" mb={4}>
          Staff
        </Title>
        {b.staff.length ? (
          <Table fz="sm" aria-labelledby="bm-staff">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {b.staff.map((s) => (
                <Table.Tr key={s.email}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td>{s.email}</Table.Td>
                  <Table.Td>{displayPhone(s.phone)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm" c="dimmed">
            No staff listed.
          </Text>
        )}
      </section>
      <section aria-labelledby="bm-skus">
        <Title order={3} size="h5" id="bm-skus" mb={4}>
          SKU list
        </Title>
        <Text size="sm">{b.skuList.length ? b.skuList.join(', ') : 'No SKUs listed.'}</Text>
        {b.products.length > 0 && (
          <Table fz="sm" mt="xs" aria-label="Products of this business">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Active</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {b.products.map((p) => (
                <Table.Tr key={p._id}>
                  <Table.Td>{p.sku}</Table.Td>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td>{p.active ? 'Yes' : 'No'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>
    </Stack>
  );
}

/** The detail pane: the prompt until a business is chosen, then its fields, actions and editor. */
export function BusinessDetailPane(props: { id: string | null; onDeleted: () => void }) {
  const detail = useBusinessDetail(props.id);
  if (!props.id) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {BUSINESS_MANAGEMENT_TEXTS.chooseBusiness}
      </Text>
    );
  }
  if (detail.isError) {
    return <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  if (detail.isPending) {
    return (
      <Stack gap="xs" aria-label="Loading business">
        <Skeleton h={32} w="60%" />
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={20} />
        ))}
      </Stack>
    );
  }
  const b = detail.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="start">
        <div>
          <Title order={2} size="h3">
            {b.name}
          </Title>
          <Text size="sm" c="dimmed">
            {b.businessId}
          </Text>
        </div>
        <Badge color={b.active ? 'teal' : 'gray'} variant="filled" size="lg">
          {b.active ? 'Active' : 'Inactive'}
        </Badge>
      </Group>
      <BusinessActions business={b} onDeleted={props.onDeleted} />
      <Tabs defaultValue="overview" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="edit">Edit</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Overview b={b} />
        </Tabs.Panel>
        <Tabs.Panel value="edit" pt="md">
          <Paper>
            <BusinessEditForm key={b.updated} business={b} />
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
