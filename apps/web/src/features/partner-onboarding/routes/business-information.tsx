import { useState } from 'react';
import {
  Button,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import {
  BILLING_COUNTRIES,
  businessFormBody,
  needsConfirmationEmail,
  regionsFor,
  TEXT,
  validateLocationsText,
  type BusinessDto,
  type BusinessForm,
  type CountryCode,
} from '@jaunt/contract';
import { PhoneInput } from '../../../components/phone-input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { User } from '../../../lib/auth.tsx';
import { useBrand, usePageTitle } from '../../../lib/settings.ts';
import { zodResolver } from '../../../lib/zod-form.ts';
import { fieldErrors } from '../../account/components/field-errors.ts';
import { useSaveBusiness } from '../api/save-business.ts';
import { OnboardingSteps } from '../components/onboarding-steps.tsx';
import { PartnerGate } from '../components/partner-gate.tsx';

type Values = Omit<BusinessForm, 'market'>;

function initial(b: BusinessDto | null, user: User): Values {
  const a = b?.billingAddress ?? {};
  return {
    name: b?.name ?? '',
    url: b?.url ?? '',
    type: (b?.type as Values['type']) ?? 'company',
    payoutPreference: (b?.payoutPreference as Values['payoutPreference']) ?? 'stripe',
    phone: a.phone ?? user.phone ?? '',
    country: (a.country as CountryCode) ?? 'US',
    region: a.region ?? '',
    address: a.address ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    postalCode: a.postalCode ?? '',
    email: b?.email ?? '',
  };
}

function BusinessFormView({ user, business }: { user: User; business: BusinessDto | null }) {
  const navigate = useNavigate();
  const save = useSaveBusiness(business?._id ?? null);
  const brand = useBrand();
  const [failure, setFailure] = useState<string | null>(null);
  const integration = business?.integration?.name ?? user.integration?.name ?? null;
  const showEmail = needsConfirmationEmail(integration);
  const form = useForm<Values>({
    initialValues: initial(business, user),
    validateInputOnChange: true,
    validate: (values) => {
      const errors = zodResolver<Values>(businessFormBody)(values);
      if (showEmail && !values.email)
        errors.email = 'Please enter the email for purchase confirmations';
      return errors;
    },
  });
  const locked = !!business?.businessId;
  const valid = form.isValid();
  const submit = form.onSubmit((values) => {
    setFailure(null);
    save.mutate(businessFormBody.parse(values), {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'Business information saved.' });
        if (user.onBoarding && !business?.vendorAgreementDate) void navigate('/partner/legal');
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        if (fields) form.setErrors(fields);
        setFailure(errorMessage(error, TEXT.businessSaveFailed));
      },
    });
  });
  const country = form.values.country as CountryCode;
  return (
    <Stack>
      {user.onBoarding && (
        <OnboardingSteps
          integration={integration}
          payoutPreference={form.values.payoutPreference}
          current="business"
        />
      )}
      <Title order={1}>Business Information</Title>
      {business && business.skuList.length === 0 && (
        <Text c="dimmed">{validateLocationsText(brand)}</Text>
      )}
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate aria-label="Business information">
          <Stack>
            <TextInput label="Legal business name" required {...form.getInputProps('name')} />
            <TextInput
              label="Website URL"
              type="url"
              required
              placeholder="https://"
              {...form.getInputProps('url')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Stack gap={4}>
                <Text component="label" size="sm" fw={500} id="business-type-label">
                  Business type
                </Text>
                <SegmentedControl
                  aria-labelledby="business-type-label"
                  disabled={locked}
                  data={[
                    { value: 'individual', label: 'Individual' },
                    { value: 'company', label: 'Company' },
                  ]}
                  {...form.getInputProps('type')}
                />
              </Stack>
              <Select
                label="Payout preference"
                disabled={locked}
                allowDeselect={false}
                data={[
                  { value: 'stripe', label: 'Bank deposit' },
                  { value: 'fareharbor', label: 'Through FareHarbor' },
                ]}
                {...form.getInputProps('payoutPreference')}
              />
            </SimpleGrid>
            <PhoneInput label="Phone" required {...form.getInputProps('phone')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Country"
                required
                allowDeselect={false}
                data={BILLING_COUNTRIES.map((c) => ({ value: c.code, label: c.name }))}
                {...form.getInputProps('country')}
                onChange={(v) => {
                  form.setFieldValue('country', (v as CountryCode) ?? 'US');
                  form.setFieldValue('region', '');
                }}
              />
              <Select
                label={country === 'CA' ? 'Province' : 'State'}
                required
                searchable
                data={regionsFor(country).map((r) => ({ value: r.code, label: r.name }))}
                {...form.getInputProps('region')}
              />
            </SimpleGrid>
            <TextInput
              label="Street address"
              required
              autoComplete="address-line1"
              {...form.getInputProps('address')}
            />
            <TextInput
              label="Suite or unit (optional)"
              autoComplete="address-line2"
              {...form.getInputProps('address2')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="City"
                required
                autoComplete="address-level2"
                {...form.getInputProps('city')}
              />
              <TextInput
                label={country === 'CA' ? 'Postal code' : 'ZIP code'}
                required
                autoComplete="postal-code"
                {...form.getInputProps('postalCode')}
              />
            </SimpleGrid>
            {showEmail && (
              <TextInput
                label="Purchase confirmation email"
                description="Where we send a copy of every booking"
                type="email"
                required
                {...form.getInputProps('email')}
              />
            )}
            <Button type="submit" disabled={!valid} loading={save.isPending}>
              Save
            </Button>
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

/** /partner-portal/business-information (partner): the business form. */
export default function BusinessInformationPage() {
  usePageTitle('Business Information');
  return (
    <PartnerGate partnerOnly>
      {({ user, business }) => <BusinessFormView user={user} business={business} />}
    </PartnerGate>
  );
}
