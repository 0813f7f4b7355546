import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import {
  tripadvisorSearchSchema,
  type StaffProductPage,
  type TripadvisorResult,
} from '@jaunt/contract';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { zodResolver } from '../../../lib/zod-form.ts';
import { searchTripadvisor } from '../api/importer.ts';
import { attachTripadvisor } from '../api/product-actions.ts';

const addressOf = (r: TripadvisorResult) =>
  r.address_obj.address_string ||
  [r.address_obj.street1, r.address_obj.city, r.address_obj.state, r.address_obj.country]
    .filter(Boolean)
    .join(', ');

/** A product picked by name or SKU (any market). */
function ProductPicker(props: {
  value: string | null;
  onChange: (id: string | null, name: string) => void;
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    queryKey: ['admin', 'products', 'pick', q],
    queryFn: () =>
      api<StaffProductPage>('/api/admin/products', {
        query: { q, sort: 'name', dir: 'asc', limit: 20 },
      }),
    enabled: q.length >= 2,
  });
  const data = (found.data?.items ?? []).map((p) => ({
    value: p._id,
    label: `${p.name} (${p.sku})`,
  }));
  return (
    <Select
      label="Product to attach to"
      placeholder="Type 2+ letters of a name or SKU"
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={props.value}
      filter={({ options }) => options}
      nothingFoundMessage={q.length >= 2 ? 'No product found' : undefined}
      onChange={(id, option) => props.onChange(id, option?.label ?? '')}
    />
  );
}

/** /tripadvisor (editor, admin): find a Tripadvisor location and attach its id to a product. */
export default function TripadvisorPage() {
  usePageTitle('Tripadvisor');
  const form = useForm({
    initialValues: { searchQuery: '', address: '' },
    validate: zodResolver(tripadvisorSearchSchema),
  });
  const [results, setResults] = useState<TripadvisorResult[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [product, setProduct] = useState<{ id: string; name: string } | null>(null);

  const search = form.onSubmit(async (v) => {
    setBusy(true);
    setError(null);
    try {
      setResults(await searchTripadvisor(v.searchQuery, v.address));
    } catch (e) {
      setError(errorMessage(e, 'The search failed. Try again.'));
    } finally {
      setBusy(false);
    }
  });

  const attach = async (r: TripadvisorResult) => {
    if (!product) return;
    try {
      await attachTripadvisor(product.id, r.location_id);
      notifications.show({
        color: 'teal',
        message: `${product.name} now shows Tripadvisor reviews of ${r.name} (${r.location_id}).`,
      });
    } catch (e) {
      notifications.show({
        color: 'red',
        message: errorMessage(e, 'Could not attach the location.'),
      });
    }
  };

  return (
    <Stack>
      <Title order={1}>Tripadvisor</Title>
      <Paper withBorder p="md">
        <form onSubmit={search} noValidate>
          <Group align="start" grow>
            <TextInput label="Name" required {...form.getInputProps('searchQuery')} />
            <TextInput
              label="Address"
              placeholder="City or street"
              {...form.getInputProps('address')}
            />
          </Group>
          <Button type="submit" mt="md" loading={busy}>
            Search
          </Button>
        </form>
      </Paper>
      <ProductPicker
        value={product?.id ?? null}
        onChange={(id, name) => setProduct(id ? { id, name } : null)}
      />
      {error && <Alert color="red">{error}</Alert>}
      {results &&
        (results.length === 0 ? (
          <Text c="dimmed">No locations found.</Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table striped aria-label="Tripadvisor locations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>location_id</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {results.map((r) => (
                  <Table.Tr key={r.location_id}>
                    <Table.Td>{r.name}</Table.Td>
                    <Table.Td>{r.location_id}</Table.Td>
                    <Table.Td>{addressOf(r)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        disabled={!product}
                        onClick={() => void attach(r)}
                      >
                        Attach{product ? ` to ${product.name}` : ''}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Stack>
  );
}
