import { useState } from 'react';
import {
  Badge,
  Button,
  Code,
  Group,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEntryDto } from '@jaunt/contract';
import { ErrorState } from '../../../components/error-state.tsx';
import { scrollRegion } from '../../../components/scroll-region.ts';
import { api } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { diffFields } from '../lib/diff.ts';

const SIZE = 50;
const ENTITIES = [
  'product',
  'variant',
  'business',
  'order',
  'review',
  'featured',
  'brand',
  'category',
  'country',
  'coupon',
  'user',
  'feature',
  'paymentMethod',
  'shipping',
];
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Entry({ e }: { e: AuditEntryDto }) {
  const changes = diffFields(e.before, e.after);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when.format(new Date(e.created))}</Table.Td>
      <Table.Td>{e.actorEmail || 'system'}</Table.Td>
      <Table.Td>
        <Badge variant="light">{e.entity}</Badge>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {e.entityId}
        </Text>
      </Table.Td>
      <Table.Td>{e.action}</Table.Td>
      <Table.Td>
        {changes.length === 0 ? (
          <Text size="sm" c="dimmed">
            no field changed
          </Text>
        ) : (
          <Stack gap={2}>
            {changes.slice(0, 12).map((c) => (
              <Text size="xs" key={c.field} style={{ wordBreak: 'break-word' }}>
                <b>{c.field}</b>: <Code c="red.9">{c.before || '∅'}</Code> →{' '}
                <Code c="teal.9">{c.after || '∅'}</Code>
              </Text>
            ))}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/audit (admin): who changed what and when, with the fields before and after. */
export default function AuditScreen() {
  usePageTitle('Audit log');
  const [entity, setEntity] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [total, setTotal] = useState(0);
  const log = useQuery({
    queryKey: ['admin', 'audit', entity, page],
    queryFn: () =>
      api<AuditEntryDto[]>('/api/admin/audit', {
        query: { entity: entity ?? undefined, limit: SIZE, skip: page * SIZE },
        onHeaders: (h) => setTotal(Number(h.get('x-total-count') ?? 0)),
      }),
    placeholderData: keepPreviousData,
  });
  const rows = log.data ?? [];
  return (
    <Stack>
      <Title order={1}>Audit log</Title>
      <Select
        label="Entity"
        placeholder="All"
        clearable
        data={ENTITIES}
        value={entity}
        onChange={(v) => {
          setEntity(v);
          setPage(0);
        }}
        maw={240}
      />
      {log.isError ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.isPending ? (
        <Skeleton h={200} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">No changes recorded.</Text>
      ) : (
        <Table.ScrollContainer
          minWidth={800}
          scrollAreaProps={{ viewportProps: scrollRegion({ 'aria-label': 'Audit log' }) }}
        >
          <Table striped aria-label="Audit log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Before → after</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Entry key={e._id} e={e} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total} changes
        </Text>
        <Group>
          <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <Button
            variant="default"
            disabled={(page + 1) * SIZE >= total}
            onClick={() => setPage(page + 1)}
          >
            Older
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
