import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_MARKET,
  groupMarkets,
  signupForm,
  signupIntegrationOptions,
  type SignupIntegration,
  TEXT,
} from '@jaunt/contract';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { TermsLabel } from '../../../components/terms-label.tsx';
import { useMarkets } from '../../../lib/markets.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { zodResolver } from '../../../lib/zod-form.ts';
import { useSignup } from '../../account/api/signup.ts';
import { AccountFields } from '../../account/components/account-fields.tsx';
import { AuthCard } from '../../account/components/auth-card.tsx';
import { showRefusal } from '../../account/components/field-errors.ts';

interface Values {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordRepeat: string;
  phone: string;
  market: string;
  integration: SignupIntegration | '';
  terms: boolean;
  marketing: boolean;
}

/** /partner-signup: a business signs up as a partner (role partner, integration and market kept). */
export default function PartnerSignupPage() {
  usePageTitle('Partner sign up');
  const [params] = useSearchParams();
  const options = signupIntegrationOptions(params.get('api'));
  const navigate = useNavigate();
  const signup = useSignup();
  const { markets } = useMarkets();
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState(false);
  const { usa, canada } = groupMarkets(markets.filter((m) => m.active !== false));
  const option = (m: { val: string; market: string }) => ({ value: m.val, label: m.market });
  const marketData = [
    { group: 'US markets (USD)', items: usa.map(option) },
    { group: 'Canadian markets', items: canada.map(option) },
  ].filter((g) => g.items.length > 0);
  const form = useForm<Values>({
    initialValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      passwordRepeat: '',
      phone: '',
      market: DEFAULT_MARKET,
      integration: options.length === 1 ? options[0] : '',
      terms: false,
      marketing: false,
    },
    validate: (values) => {
      const errors = zodResolver<Values>(signupForm)({
        ...values,
        integration: undefined,
      } as never);
      if (!values.integration) errors.integration = 'Choose your booking platform';
      return errors;
    },
  });
  const next = '/partner-portal/business-information?showModal=true';
  const submit = form.onSubmit((values) => {
    setFailure(null);
    const { passwordRepeat: _r, integration, ...rest } = values;
    const body = signupForm.parse({ ...rest, passwordRepeat: values.passwordRepeat });
    const { passwordRepeat: _x, ...signupBody } = body;
    signup.mutate(
      {
        ...signupBody,
        role: 'partner',
        // The form's check above refuses an empty choice.
        integration: { name: integration as SignupIntegration },
        returnUrl: '/partner-portal/business-information',
      },
      {
        onSuccess: () => setThanks(true),
        onError: showRefusal(form, setFailure),
      },
    );
  });
  return (
    <AuthCard
      title="Become a partner"
      size={600}
      subtitle={
        <>
          Already a partner?{' '}
          <Anchor component={Link} to="/login" size="sm" underline="always">
            Log in
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate aria-label="Partner sign up">
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <AccountFields getInputProps={form.getInputProps} />
          <PhoneInput
            label="Phone"
            placeholder="(555) 555-5555"
            required
            {...form.getInputProps('phone')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <Select
              label="Market"
              required
              data={marketData}
              allowDeselect={false}
              {...form.getInputProps('market')}
            />
            <Select
              label="Booking platform"
              placeholder="Choose one"
              required
              data={options}
              allowDeselect={false}
              {...form.getInputProps('integration')}
            />
          </SimpleGrid>
          <Checkbox label={<TermsLabel />} {...form.getInputProps('terms', { type: 'checkbox' })} />
          <Checkbox
            label="Subscribe to partner news and marketing tips"
            {...form.getInputProps('marketing', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth loading={signup.isPending}>
            Sign up
          </Button>
        </Stack>
      </form>
      <Modal
        opened={thanks}
        onClose={() => void navigate(next)}
        title={TEXT.partnerThankYou}
        centered
      >
        <Text mb="md">
          We sent you an email to confirm your address. Next, tell us about your business.
        </Text>
        <Button fullWidth onClick={() => void navigate(next)}>
          Continue
        </Button>
      </Modal>
    </AuthCard>
  );
}
