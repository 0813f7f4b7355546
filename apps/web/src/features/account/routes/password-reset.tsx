import { useState } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { resetRequestBody, TEXT } from '@jaunt/contract';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { zodResolver } from '../../../lib/zod-form.ts';
import { useRequestReset } from '../api/password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /pwdreset: the mailform state, then mailsent. */
export default function PasswordResetPage() {
  usePageTitle('Reset your password');
  const request = useRequestReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    validate: zodResolver<{ email: string }>(resetRequestBody),
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const { email } = resetRequestBody.parse(values);
    request.mutate(email, {
      onSuccess: () => setSentTo(email),
      onError: (error) => {
        if (error instanceof ApiError && (error.status === 404 || error.fields?.email)) {
          form.setFieldError('email', TEXT.unknownResetEmail);
        } else setFailure(errorMessage(error, TEXT.genericError));
      },
    });
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <Stack>
          <Text role="status">
            We sent a link to reset your password to <strong>{sentTo}</strong>. It may take a minute
            to arrive.
          </Text>
          <Button component={Link} to="/login" variant="light">
            Back to log in
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter your email and we'll send you a link to choose a new password."
    >
      <form onSubmit={submit} noValidate aria-label="Reset password">
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={request.isPending}>
            Send reset link
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to log in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
