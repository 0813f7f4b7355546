import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputProps } from '@mantine/form';

export interface AccountFieldValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordRepeat: string;
}

/** Name, email and the new-password pair of a sign-up form (consumer and partner). */
export function AccountFields<V extends AccountFieldValues>({
  getInputProps,
}: {
  getInputProps: GetInputProps<V>;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="First name"
          autoComplete="given-name"
          required
          {...getInputProps('firstName')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          required
          {...getInputProps('lastName')}
        />
      </SimpleGrid>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...getInputProps('email')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PasswordInput
          label="Password"
          description="At least 6 characters"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="new-password"
          required
          {...getInputProps('password')}
        />
        <PasswordInput
          label="Repeat password"
          autoComplete="new-password"
          required
          {...getInputProps('passwordRepeat')}
        />
      </SimpleGrid>
    </>
  );
}
