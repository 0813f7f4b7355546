import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router';
import { emailSchema, loginBody, TEXT, type LoginBody } from '@jaunt/contract';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { User } from '../../../lib/auth.tsx';
import { zodResolver } from '../../../lib/zod-form.ts';
import { useLogin } from '../api/login.ts';
import { useRetryCountdown } from './use-retry-countdown.ts';

const validateLogin = (values: LoginBody) => {
  const errors = zodResolver<LoginBody>(loginBody)(values);
  if (!errors.email && !errors.password && !emailSchema.safeParse(values.email).success) {
    errors.email = TEXT.enterValidEmail;
  }
  return errors;
};

/** Email and password; shows the server's refusal, or a live countdown when rate-limited. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: (user: User) => void }) {
  const loginMutation = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [retryUntil, setRetryUntil] = useState<string | null>(null);
  const countdown = useRetryCountdown(retryUntil);
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    setRetryUntil(null);
    loginMutation.mutate(loginBody.parse(values), {
      onSuccess: (session) => onLoggedIn(session.user),
      onError: (error) => {
        const next = error instanceof ApiError ? error.body.nextValidRequestDate : undefined;
        if (error instanceof ApiError && error.status === 429 && typeof next === 'string') {
          setRetryUntil(next);
        }
        setFailure(errorMessage(error, TEXT.genericError));
      },
    });
  });

  // While rate-limited the text counts down live; afterwards the server's message stays.
  const message = retryUntil ? countdown : failure;

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <Stack gap="md">
        {message && (
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
        )}
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/pwdreset" size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={loginMutation.isPending}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
