import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paidThroughFareHarbor, TEXT, vendorAgreement } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { useBrand, usePageTitle } from '../../../lib/settings.ts';
import { useAgree } from '../api/agree.ts';
import { downloadAgreementPdf } from '../api/agreement-pdf.ts';
import { OnboardingSteps } from '../components/onboarding-steps.tsx';
import { PartnerGate, type GateContext } from '../components/partner-gate.tsx';

function Agreement({ user, business }: GateContext) {
  const brand = useBrand();
  const navigate = useNavigate();
  const agree = useAgree(business?._id ?? '');
  const [checked, setChecked] = useState(!!business?.vendorAgreementDate);
  const [failure, setFailure] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  if (!business) return null;
  const integration = business.integration?.name ?? null;
  const terms = { integration, payoutPreference: business.payoutPreference };
  const sections = vendorAgreement({
    brand,
    businessName: business.name,
    commission: business.commission,
    ...terms,
  });
  const date = business.vendorAgreementDate ?? new Date().toISOString();
  const onAgree = () => {
    setFailure(null);
    agree.mutate(undefined, {
      onSuccess: ({ finished }) => {
        if (finished) void navigate('/partner-portal?showModal=true');
        else if (user.onBoarding) void navigate('/partner-portal/banking-information');
      },
      onError: () => setFailure(TEXT.agreementSaveFailed),
    });
  };
  return (
    <Stack>
      {user.onBoarding && <OnboardingSteps {...terms} current="agreement" />}
      <Title order={1}>Vendor Agreement</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          {sections.map((s) => (
            <div key={s.title}>
              <Title order={2} size="h4">
                {s.title}
              </Title>
              <Text>{s.body}</Text>
            </div>
          ))}
          <Text c="dimmed">
            Agreement date: {new Date(date).toLocaleDateString('en-US', { dateStyle: 'long' })}
          </Text>
        </Stack>
      </Paper>
      <Checkbox
        label="I agree to the Vendor Agreement"
        checked={checked}
        disabled={!!business.vendorAgreementDate}
        onChange={(e) => setChecked(e.currentTarget.checked)}
      />
      <Group>
        <Button
          onClick={onAgree}
          disabled={!checked || !!business.vendorAgreementDate}
          loading={agree.isPending}
        >
          {business.vendorAgreementDate ? 'Agreed' : 'I agree'}
        </Button>
        <Button
          variant="default"
          loading={pdfBusy}
          onClick={() => {
            setPdfBusy(true);
            downloadAgreementPdf(business._id, date, paidThroughFareHarbor(terms))
              .catch((e) => setFailure(errorMessage(e, TEXT.genericError)))
              .finally(() => setPdfBusy(false));
          }}
        >
          Save as PDF
        </Button>
      </Group>
      {failure && (
        <Text c="red.8" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}

/** /partner/legal: the vendor agreement with I agree and Save as PDF. */
export default function LegalPage() {
  usePageTitle('Vendor Agreement');
  return <PartnerGate partnerOnly>{(ctx) => <Agreement {...ctx} />}</PartnerGate>;
}
