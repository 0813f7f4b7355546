import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { displayPhone, placesSearchSchema, type Place } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { zodResolver } from '../../../lib/zod-form.ts';
import { importPlaces, searchPlaces } from '../api/importer.ts';
import { useAllMarkets, useCategories } from '../api/lookups.ts';
import { CsvImport } from '../components/csv-import.tsx';
import { categoryOptions } from '../lib/category-options.ts';

interface SearchForm {
  query: string;
  near: string;
  categoryId: string | null;
  market: string | null;
}

function PlacesImport() {
  const markets = useAllMarkets();
  const categories = useCategories();
  const form = useForm<SearchForm>({
    initialValues: { query: '', near: '', categoryId: null, market: null },
    validate: zodResolver(placesSearchSchema),
  });
  const [places, setPlaces] = useState<Place[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ _id: string; sku: string; name: string }[]>([]);

  const search = form.onSubmit(async (v) => {
    setBusy(true);
    setError(null);
    setCreated([]);
    try {
      const found = await searchPlaces(v.market!, v.query, v.near);
      setPlaces(found);
      setChosen(new Set(found.map((p) => p.id)));
    } catch (e) {
      setError(errorMessage(e, 'The search failed. Try again.'));
    } finally {
      setBusy(false);
    }
  });

  const runImport = async () => {
    const v = form.getValues();
    if (!places) return;
    setBusy(true);
    setError(null);
    try {
      setCreated(
        await importPlaces({
          market: v.market!,
          categoryId: v.categoryId!,
          places: places.filter((p) => chosen.has(p.id)),
        }),
      );
      setPlaces(null);
    } catch (e) {
      setError(errorMessage(e, 'The import failed. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };

  return (
    <Stack>
      <form onSubmit={search} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Search term"
            placeholder="kayak tours"
            {...form.getInputProps('query')}
          />
          <TextInput label="Near" placeholder="Miami, FL" {...form.getInputProps('near')} />
          <Select
            label="Category"
            searchable
            data={categoryOptions(categories.data ?? [])}
            {...form.getInputProps('categoryId')}
          />
          <Select
            label="Market"
            searchable
            data={(markets.data ?? []).map((m) => ({
              value: m.val,
              label: `${m.market} (${m.val})`,
            }))}
            {...form.getInputProps('market')}
          />
        </SimpleGrid>
        <Button type="submit" mt="md" loading={busy && !places}>
          Search
        </Button>
      </form>
      {error && <Alert color="red">{error}</Alert>}
      {created.length > 0 && (
        <Alert color="teal" title={`${created.length} inactive products created`}>
          <Stack gap={2}>
            {created.map((c) => (
              <Anchor key={c._id} component={Link} to={`/product?id=${c._id}`} size="sm">
                {c.name} ({c.sku})
              </Anchor>
            ))}
          </Stack>
        </Alert>
      )}
      {places && (
        <Paper withBorder p="sm">
          {places.length === 0 ? (
            <Text c="dimmed">No places found. Try another term or location.</Text>
          ) : (
            <Stack>
              <Table.ScrollContainer minWidth={600}>
                <Table aria-label="Places found" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>
                        <Checkbox
                          aria-label="Choose all places"
                          checked={chosen.size === places.length}
                          indeterminate={chosen.size > 0 && chosen.size < places.length}
                          onChange={(e) =>
                            setChosen(
                              e.currentTarget.checked
                                ? new Set(places.map((p) => p.id))
                                : new Set(),
                            )
                          }
                        />
                      </Table.Th>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>Address</Table.Th>
                      <Table.Th>Phone</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {places.map((p) => (
                      <Table.Tr key={p.id}>
                        <Table.Td>
                          <Checkbox
                            aria-label={`Choose ${p.name}`}
                            checked={chosen.has(p.id)}
                            onChange={(e) => toggle(p.id, e.currentTarget.checked)}
                          />
                        </Table.Td>
                        <Table.Td>{p.name}</Table.Td>
                        <Table.Td>
                          {[p.address.street, p.address.city, p.address.region]
                            .filter(Boolean)
                            .join(', ')}
                        </Table.Td>
                        <Table.Td>{displayPhone(p.phone)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Button onClick={() => void runImport()} disabled={!chosen.size} loading={busy}>
                Import {chosen.size} as inactive products
              </Button>
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}

/** /importer (admin): partners from external listings, and a CSV import. */
export default function ImporterPage() {
  usePageTitle('Importer');
  return (
    <Stack>
      <Title order={1}>Importer</Title>
      <Tabs defaultValue="places" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="places">From listings</Tabs.Tab>
          <Tabs.Tab value="csv">CSV file</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="places" pt="md">
          <PlacesImport />
        </Tabs.Panel>
        <Tabs.Panel value="csv" pt="md">
          <CsvImport />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
