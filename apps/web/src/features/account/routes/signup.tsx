import { useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_MARKET, signupForm } from '@jaunt/contract';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { zodResolver } from '../../../lib/zod-form.ts';
import { useSignup } from '../api/signup.ts';
import { AccountFields } from '../components/account-fields.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { showRefusal } from '../components/field-errors.ts';
import { MarketSelect } from '../components/market-select.tsx';
import { TermsLabel } from '../../../components/terms-label.tsx';

interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordRepeat: string;
  phone: string;
  market: string;
  terms: boolean;
  marketing: boolean;
}

/** /signup: consumer sign-up; success goes to /confirm. */
export default function SignupPage() {
  usePageTitle('Sign up');
  const navigate = useNavigate();
  const signup = useSignup();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupValues>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordRepeat: '',
      phone: '',
      market: DEFAULT_MARKET,
      terms: false,
      marketing: false,
    },
    validate: zodResolver<SignupValues>(signupForm),
    // 'Passwords must match' as soon as the repetition is left (or changed back) differing.
    validateInputOnBlur: ['passwordRepeat'],
    onValuesChange: (values, previous) => {
      const repeatEdited = values.passwordRepeat !== previous.passwordRepeat;
      const passwordEdited = values.password !== previous.password;
      if ((repeatEdited && form.errors.passwordRepeat) || (passwordEdited && values.passwordRepeat))
        form.validateField('passwordRepeat');
    },
  });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const { passwordRepeat: _repeat, ...body } = signupForm.parse(values);
    signup.mutate(body, {
      onSuccess: () => void navigate('/confirm', { replace: true }),
      onError: showRefusal(form, setFailure),
    });
  });

  return (
    <AuthCard
      title="Create your account"
      size={560}
      subtitle={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" size="sm" underline="always">
            Log in
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Sign up">
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <AccountFields getInputProps={form.getInputProps} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <PhoneInput
              label="Phone"
              placeholder="(555) 555-5555"
              required
              {...form.getInputProps('phone')}
            />
            <MarketSelect label="Market" required {...form.getInputProps('market')} />
          </SimpleGrid>
          <Checkbox label={<TermsLabel />} {...form.getInputProps('terms', { type: 'checkbox' })} />
          <Checkbox
            label="Send me deals and insights about things to do"
            {...form.getInputProps('marketing', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit" fullWidth loading={signup.isPending}>
              Sign up
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
