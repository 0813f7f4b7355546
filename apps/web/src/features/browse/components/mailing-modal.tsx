import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { emailSchema, TEXT } from '@jaunt/contract';
import { zodResolver } from '../../../lib/zod-form.ts';
import { useSubscribe } from '../api/subscribe.ts';

const formSchema = z.object({
  firstName: z.string().trim().min(1, { error: 'Please enter your first name' }).max(100),
  lastName: z.string().trim().min(1, { error: 'Please enter your last name' }).max(100),
  email: emailSchema,
});
type Values = z.infer<typeof formSchema>;

/** 'Deals & Insights': joins the mailing list (POST /api/mailchimp/). */
export default function MailingModal({
  opened,
  onClose,
  market,
}: {
  opened: boolean;
  onClose: () => void;
  market: string;
}) {
  const subscribe = useSubscribe();
  const form = useForm<Values>({
    initialValues: { firstName: '', lastName: '', email: '' },
    validate: zodResolver<Values>(formSchema),
  });
  const submit = form.onSubmit((v) =>
    subscribe.mutate({
      email_address: v.email.trim(),
      status: 'subscribed',
      merge_fields: { FNAME: v.firstName.trim(), LNAME: v.lastName.trim(), MARKET: market },
      tags: market ? [market] : [],
      partner: false,
      marketing: true,
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Deals & Insights" centered>
      {subscribe.isSuccess ? (
        <Stack>
          <Alert color="teal" role="status">
            Thanks! You are on the list. Watch your inbox for local deals and insights.
          </Alert>
          <Button onClick={onClose}>Close</Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="First name"
              required
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label="Last name"
              required
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label="Email"
              type="email"
              required
              autoComplete="email"
              {...form.getInputProps('email')}
            />
            {subscribe.isError && (
              <Alert color="red" role="alert">
                {TEXT.mailingListFailed}
              </Alert>
            )}
            <Button type="submit" loading={subscribe.isPending}>
              Subscribe
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
