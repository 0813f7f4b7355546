import { useState } from 'react';
import { Anchor, Badge, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { OUTBOX_PAGE_SIZE, useOutbox, type OutboxEmail } from '../api/get-outbox.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const statusColor: Record<string, string> = { sent: 'teal', failed: 'red', queued: 'gray' };

function Row({ email }: { email: OutboxEmail }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {dateFormat.format(new Date(email.created))}
      </Table.Td>
      <Table.Td>{email.to}</Table.Td>
      <Table.Td>{email.subject}</Table.Td>
      <Table.Td>{email.kind}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={statusColor[email.status] ?? 'blue'}>
          {email.status}
        </Badge>
      </Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>
        {email.link?.includes('[redacted]') ? (
          <Text size="sm" c="dimmed">
            Link sent to the recipient (its token is not kept here)
          </Text>
        ) : email.link ? (
          <Anchor href={email.link} target="_blank" rel="noopener noreferrer" size="sm">
            {email.link}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            none
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** /admin/outbox: the emails the app sent or stored, newest first, 50 a page. */
export default function OutboxPage() {
  usePageTitle('Outbox');
  const [page, setPage] = useState(0);
  const outbox = useOutbox(page);
  const rows = outbox.data ?? [];

  return (
    <Stack>
      <div>
        <Title order={1}>Outbox</Title>
        <Text c="dimmed">Emails the app has sent, or stored when no mail server is set.</Text>
      </div>
      {outbox.isError ? (
        <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />
      ) : outbox.isPending ? (
        <Stack gap="xs" aria-label="Loading emails">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={36} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text ta="center" py="xl" c="dimmed">
          {page === 0 ? 'No emails yet.' : 'No more emails.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped highlightOnHover aria-label="Outgoing emails">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Created</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Link</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((email) => (
                <Row key={email._id} email={email} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Page {page + 1}
        </Text>
        <Group gap="xs">
          <Button variant="default" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous page
          </Button>
          <Button
            variant="default"
            disabled={rows.length < OUTBOX_PAGE_SIZE || outbox.isPlaceholderData}
            onClick={() => setPage((p) => p + 1)}
          >
            Next page
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
