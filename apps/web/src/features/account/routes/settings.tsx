import { useState } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { changePasswordBody } from '@jaunt/contract';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { zodResolver } from '../../../lib/zod-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { NewPasswordFields } from '../components/new-password-fields.tsx';
import { showRefusal } from '../components/field-errors.ts';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  newPasswordRepeat: string;
}

const validate = (values: PasswordValues) => {
  const errors = zodResolver<PasswordValues>(changePasswordBody)(values);
  if (!errors.newPassword && values.newPassword !== values.newPasswordRepeat) {
    errors.newPasswordRepeat = 'Passwords must match';
  }
  return errors;
};

/** /settings: change password (old, new, repeat). */
export default function SettingsPage() {
  usePageTitle('Change password');
  const { user } = useCurrentUser();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    initialValues: { oldPassword: '', newPassword: '', newPasswordRepeat: '' },
    validate,
  });

  const submit = form.onSubmit(({ oldPassword, newPassword }) => {
    if (!user) return;
    setFailure(null);
    change.mutate(
      { userId: user._id, oldPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          notifications.show({ color: 'teal', message: 'Your password has been changed.' });
        },
        onError: showRefusal(form, setFailure),
      },
    );
  });

  return (
    <AuthCard title="Change password" subtitle={user?.email}>
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('oldPassword')}
          />
          <NewPasswordFields form={form} />
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
