import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface OutboxEmail {
  _id: string;
  to: string;
  subject: string;
  kind: string;
  link: string | null;
  status: string;
  created: string;
}

export const OUTBOX_PAGE_SIZE = 50;

export const getOutbox = (skip: number) =>
  api<OutboxEmail[]>('/api/admin/outbox', { query: { limit: OUTBOX_PAGE_SIZE, skip } });

/** GET /api/admin/outbox?limit=50&skip=...: outgoing emails, newest first. */
export const useOutbox = (page: number) =>
  useQuery({
    queryKey: ['admin', 'outbox', page],
    queryFn: () => getOutbox(page * OUTBOX_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
