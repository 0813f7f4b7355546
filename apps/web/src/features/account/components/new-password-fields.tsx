import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface NewPasswordValues {
  newPassword: string;
  newPasswordRepeat: string;
}

/** New password and its repetition (password reset and change password). */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturnType<T>;
}) {
  return (
    <>
      <PasswordInput
        label="New password"
        description="At least 6 characters"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoComplete="new-password"
        required
        {...form.getInputProps('newPassword')}
      />
      <PasswordInput
        label="Repeat new password"
        autoComplete="new-password"
        required
        {...form.getInputProps('newPasswordRepeat')}
      />
    </>
  );
}
