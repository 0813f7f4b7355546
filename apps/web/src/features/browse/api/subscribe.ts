import { useMutation } from '@tanstack/react-query';
import type { MailingSubscribeBody } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/mailchimp/: joins the mailing list. */
export const useSubscribe = () =>
  useMutation({
    mutationFn: (body: MailingSubscribeBody) => api('/api/mailchimp/', { method: 'POST', body }),
  });
