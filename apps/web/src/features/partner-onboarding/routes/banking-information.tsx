import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearchParams } from 'react-router';
import {
  accountUpdateBody,
  finishesOnboarding,
  latestDateOfBirth,
  nextOnboardingStep,
  ONBOARDING_STEP_PATHS,
  TEXT,
  VERIFICATION_PATH,
  type BusinessDto,
} from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import type { User } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { zodResolver } from '../../../lib/zod-form.ts';
import { fieldErrors } from '../../account/components/field-errors.ts';
import { useAccount, useUpdateAccount } from '../api/payment-account.ts';
import { useSkipBanking } from '../api/skip-banking.ts';
import { OnboardingSteps } from '../components/onboarding-steps.tsx';
import { PartnerGate, withBusiness } from '../components/partner-gate.tsx';

interface Values {
  firstName: string;
  lastName: string;
  dob: string;
  routingNumber: string;
  transitNumber: string;
  institutionNumber: string;
  accountNumber: string;
  accountNumberConfirm: string;
}

function toBody(v: Values, country: 'US' | 'CA') {
  return {
    representative: { firstName: v.firstName, lastName: v.lastName, dob: v.dob },
    bankAccount:
      country === 'CA'
        ? {
            country,
            transitNumber: v.transitNumber,
            institutionNumber: v.institutionNumber,
            accountNumber: v.accountNumber,
            accountNumberConfirm: v.accountNumberConfirm,
          }
        : {
            country,
            routingNumber: v.routingNumber,
            accountNumber: v.accountNumber,
            accountNumberConfirm: v.accountNumberConfirm,
          },
  };
}

/** Zod issues at bankAccount.x / representative.x name the form field x. */
const flatten = (errors: Record<string, ReactNode>): FormErrors =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.split('.').pop()!, v]));

function Banking({ user, business }: { user: User; business: BusinessDto }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const country = business.billingAddress.country === 'CA' ? 'CA' : 'US';
  const account = useAccount(business._id);
  const update = useUpdateAccount(business._id);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      firstName: business.billingAddress.firstName ?? '',
      lastName: business.billingAddress.lastName ?? '',
      dob: '',
      routingNumber: '',
      transitNumber: '',
      institutionNumber: '',
      accountNumber: '',
      accountNumberConfirm: '',
    },
    validate: (v) => flatten(zodResolver<unknown>(accountUpdateBody)(toBody(v, country))),
  });
  const integration = business.integration?.name ?? user.integration?.name ?? null;
  const profile = { integration, payoutPreference: business.payoutPreference };
  const skip = useSkipBanking(business._id);
  // Skip for now: logged by the server, which finishes onboarding when banking is the last step
  // (Rezdy, Group Bookings, FareHarbor API); otherwise on to the next step.
  const onSkip = () => {
    setFailure(null);
    skip.mutate(undefined, {
      onSuccess: ({ finished }) => {
        const next = nextOnboardingStep({
          ...profile,
          hasBusiness: true,
          vendorAgreementDate: business.vendorAgreementDate,
          enteredBankingInfo: true,
          hasApiKey: !!business.integration?.authorized,
        });
        void navigate(
          finished || !next ? '/partner-portal?showModal=true' : ONBOARDING_STEP_PATHS[next],
        );
      },
      onError: (error) => setFailure(errorMessage(error, TEXT.userUpdateFailed)),
    });
  };
  const submit = form.onSubmit((v) => {
    setFailure(null);
    update.mutate(accountUpdateBody.parse(toBody(v, country)), {
      onSuccess: () => {
        form.setValues({ accountNumber: '', accountNumberConfirm: '' });
        if (!user.onBoarding) {
          // ?goBack=true (the portal's tile): back to the portal once the account is saved.
          if (params.get('goBack') === 'true') {
            notifications.show({ color: 'teal', message: 'Banking information saved.' });
            void navigate('/partner-portal');
          }
          return;
        }
        // Rezdy finishes at banking (section 4): the portal greets it with the finished modal.
        void navigate(
          finishesOnboarding(profile, 'banking')
            ? '/partner-portal?showModal=true'
            : VERIFICATION_PATH,
        );
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields) form.setErrors(flatten(fields));
        setFailure(errorMessage(error, TEXT.bankInfoFailed));
      },
    });
  });
  return (
    <Stack>
      {user.onBoarding && (
        <OnboardingSteps
          integration={integration}
          payoutPreference={business.payoutPreference}
          current="banking"
        />
      )}
      <Title order={1}>Banking Information</Title>
      <Text c="dimmed">
        Payouts go to this account. We pass your bank details to our payment processor and keep only
        the last four digits.
      </Text>
      {account.data?.bankLast4 && (
        <Alert color="teal">Bank account ending in {account.data.bankLast4} is on file.</Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate aria-label="Banking information">
          <Stack>
            <Title order={2} size="h4">
              Account representative
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
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
                label="Date of birth"
                type="date"
                required
                max={latestDateOfBirth()}
                {...form.getInputProps('dob')}
              />
            </SimpleGrid>
            <Title order={2} size="h4">
              Bank account ({country === 'CA' ? 'Canada' : 'United States'})
            </Title>
            {country === 'CA' ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="Transit number"
                  inputMode="numeric"
                  required
                  {...form.getInputProps('transitNumber')}
                />
                <TextInput
                  label="Institution number"
                  inputMode="numeric"
                  required
                  {...form.getInputProps('institutionNumber')}
                />
              </SimpleGrid>
            ) : (
              <TextInput
                label="Routing number"
                inputMode="numeric"
                required
                {...form.getInputProps('routingNumber')}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Account number"
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.getInputProps('accountNumber')}
              />
              <TextInput
                label="Confirm account number"
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.getInputProps('accountNumberConfirm')}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={update.isPending} disabled={skip.isPending}>
                {account.data?.bankLast4 ? 'Update' : 'Save'}
              </Button>
              {user.onBoarding && (
                <Button
                  variant="default"
                  onClick={onSkip}
                  loading={skip.isPending}
                  disabled={update.isPending}
                >
                  Skip for now
                </Button>
              )}
            </Group>
            {user.onBoarding && (
              <Text size="sm" c="dimmed">
                You can add your bank account later from the portal. Payouts wait until you do.
              </Text>
            )}
            {failure && (
              <Text c="red.8" role="alert">
                {failure}
              </Text>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

/** /partner-portal/banking-information (partner). */
export default function BankingInformationPage() {
  usePageTitle('Banking Information');
  return (
    <PartnerGate partnerOnly>
      {withBusiness((ctx) => (
        <Banking {...ctx} />
      ))}
    </PartnerGate>
  );
}
