import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { PASSWORD_RESET_VALID_TEXT, passwordSchema, TEXT } from '@jaunt/contract';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { useResetPassword, useResetToken } from '../api/password-reset.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';

interface NewPasswordValues {
  newPassword: string;
  newPasswordRepeat: string;
}

const validate = ({ newPassword, newPasswordRepeat }: NewPasswordValues) => {
  const parsed = passwordSchema.safeParse(newPassword);
  if (!parsed.success) return { newPassword: parsed.error.issues[0].message };
  return newPassword === newPasswordRepeat ? {} : { newPasswordRepeat: 'Passwords must match' };
};

/** /pwdreset/:passwordResetToken: the valid_token form or the invalid_token state. */
export default function PasswordResetTokenPage() {
  usePageTitle('Choose a new password');
  const { passwordResetToken = '' } = useParams();
  const navigate = useNavigate();
  const tokenCheck = useResetToken(passwordResetToken);
  const reset = useResetPassword();
  const [failed, setFailed] = useState(false);
  const form = useForm<NewPasswordValues>({
    initialValues: { newPassword: '', newPasswordRepeat: '' },
    validate,
  });

  if (tokenCheck.isPending) return <PageLoader />;
  // The server could not be asked (offline, too many tries, a fault): the link may be fine.
  if (
    tokenCheck.isError &&
    !(tokenCheck.error instanceof ApiError && tokenCheck.error.status === 400)
  ) {
    return (
      <AuthCard title="Choose a new password">
        <Stack>
          <Alert color="red" role="alert">
            {errorMessage(tokenCheck.error, TEXT.genericError)}
          </Alert>
          <Button onClick={() => void tokenCheck.refetch()} loading={tokenCheck.isFetching}>
            Try again
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  if (tokenCheck.isError) {
    return (
      <AuthCard title="This link has expired">
        <Stack>
          <Alert color="red" role="alert">
            This password reset link is invalid or has expired. Ask for a new one: a link works for{' '}
            {PASSWORD_RESET_VALID_TEXT}.
          </Alert>
          <Button component={Link} to="/pwdreset">
            Send me a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const submit = form.onSubmit(({ newPassword }) => {
    setFailed(false);
    reset.mutate(
      { passwordResetToken, newPassword },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: 'Your password has been reset. Please log in with your new password.',
          });
          void navigate('/login', { replace: true });
        },
        onError: () => setFailed(true),
      },
    );
  });

  return (
    <AuthCard title="Choose a new password">
      <form onSubmit={submit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          {failed && (
            <Alert color="red" role="alert">
              {TEXT.resetFailed}
            </Alert>
          )}
          <NewPasswordFields form={form} />
          <Button type="submit" loading={reset.isPending}>
            Save new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
