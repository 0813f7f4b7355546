import { Accordion, Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TEXT, type BusinessDto } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import type { User } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { useFinishOnboarding } from '../api/finish-onboarding.ts';
import { OnboardingSteps } from '../components/onboarding-steps.tsx';
import { PartnerGate } from '../components/partner-gate.tsx';

function Integration({ user, business }: { user: User; business: BusinessDto }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const finish = useFinishOnboarding();
  const result = params.get('result');
  const name = business.integration?.name ?? user.integration?.name ?? 'Booking platform';
  const authorized = !!business.integration?.authorized;
  return (
    <Stack>
      {user.onBoarding && (
        <OnboardingSteps
          integration={name}
          payoutPreference={business.payoutPreference}
          current="integration"
        />
      )}
      <Title order={1}>Integration</Title>
      {result === 'success' && (
        <Alert color="teal" role="status">
          {TEXT.integrationSucceeded}
        </Alert>
      )}
      {result === 'error' && (
        <Alert color="red" role="alert">
          {TEXT.integrationFailed}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={2} size="h3">
            {name}
          </Title>
          <Text>
            Connect your {name} account so customers see your live availability and their bookings
            reach your calendar.
          </Text>
          <Group>
            {authorized ? (
              <Button disabled>Authorized</Button>
            ) : (
              <Button
                component="a"
                href={`/api/integration/authorize?businessId=${encodeURIComponent(business._id)}`}
              >
                Authorize
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
      {name === 'Bookeo' && (
        <Accordion variant="separated">
          <Accordion.Item value="what">
            <Accordion.Control>What does authorizing Bookeo allow?</Accordion.Control>
            <Accordion.Panel>
              Reading your products, people categories and availability, and creating bookings for
              customers who buy through us. You can revoke access from Bookeo at any time.
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
      {finish.isError && (
        <Text c="red.8" role="alert">
          {errorMessage(finish.error, TEXT.userUpdateFailed)}
        </Text>
      )}
      {user.onBoarding ? (
        <Group>
          <Button
            disabled={!authorized}
            loading={finish.isPending}
            onClick={() =>
              finish.mutate(business._id, {
                onSuccess: () => void navigate('/partner-portal?showModal=true'),
              })
            }
          >
            Finish
          </Button>
        </Group>
      ) : (
        <Anchor component={Link} to="/partner-portal">
          Back to Portal
        </Anchor>
      )}
    </Stack>
  );
}

/** /partner-portal/integration (partner): connect the booking platform. */
export default function IntegrationPage() {
  usePageTitle('Integration');
  return (
    <PartnerGate partnerOnly>
      {({ user, business }) => (business ? <Integration user={user} business={business} /> : null)}
    </PartnerGate>
  );
}
