import { useState, type DragEvent } from 'react';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { PageBreadcrumbs } from '../../../components/page-breadcrumbs.tsx';
import {
  identityNumberIssue,
  ID_IMAGE_MAX_BYTES,
  ID_IMAGE_TEXT,
  ID_IMAGE_TYPES,
  isMaskedIdentity,
  nextOnboardingStep,
  ONBOARDING_STEP_PATHS,
  taxIdLabels,
  TEXT,
  verificationIsRed,
  type AccountUpdateBody,
  type AccountView,
  type BusinessDto,
} from '@jaunt/contract';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import type { User } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { fieldErrors } from '../../account/components/field-errors.ts';
import {
  tokeniseIdNumber,
  useAccount,
  useUpdateAccount,
  useUploadIdentity,
} from '../api/payment-account.ts';
import { PartnerGate, withBusiness } from '../components/partner-gate.tsx';

function IdField(props: {
  label: string;
  description: string;
  field: 'idNumber' | 'taxId';
  country: string;
  account: AccountView;
  businessId: string;
  onSaved: (m: string) => void;
  onError: (m: string) => void;
}) {
  const existing = props.account[props.field];
  const [value, setValue] = useState(existing);
  const [issue, setIssue] = useState<string | null>(null);
  const update = useUpdateAccount(props.businessId);
  const [tokenising, setTokenising] = useState(false);
  const busy = tokenising || update.isPending;
  const busyText = existing ? 'Updating...' : 'Saving...';
  // The SSN or SIN goes to the payment provider first; only its token is sent to us.
  const bodyOf = async (): Promise<AccountUpdateBody> => {
    if (props.field === 'taxId') return { taxId: value };
    setTokenising(true);
    try {
      return { idNumberToken: await tokeniseIdNumber(props.account.piiTokenizer, value) };
    } finally {
      setTokenising(false);
    }
  };
  const save = async () => {
    const wrong = identityNumberIssue(props.field, value, props.country);
    setIssue(wrong);
    if (wrong) return;
    let body: AccountUpdateBody;
    try {
      body = await bodyOf();
    } catch (e) {
      return props.onError(
        e instanceof Error && !(e instanceof ApiError)
          ? e.message
          : errorMessage(e, TEXT.genericError),
      );
    }
    update.mutate(body, {
      onSuccess: (view) => {
        setValue(view[props.field]);
        props.onSaved(TEXT.verificationSaved);
      },
      onError: (e) => {
        // A refusal of this number shows next to it; anything else above the form.
        const fromServer = fieldErrors(e)?.[props.field];
        if (fromServer) return setIssue(fromServer);
        props.onError(
          errorMessage(e, props.field === 'taxId' ? TEXT.einSaveFailed : TEXT.genericError),
        );
      },
    });
  };
  return (
    <TextInput
      label={props.label}
      description={props.description}
      value={value}
      error={issue}
      autoComplete="off"
      onChange={(e) => {
        setValue(e.currentTarget.value);
        setIssue(null);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && value && !isMaskedIdentity(value) && !busy) void save();
      }}
      // The save button sits beside the input; the error shows under both.
      inputContainer={(input) => (
        <Group wrap="nowrap" gap="sm" align="flex-start">
          <div style={{ flex: 1 }}>{input}</div>
          <Button disabled={!value || isMaskedIdentity(value) || busy} onClick={() => void save()}>
            {busy ? busyText : existing ? 'Update' : 'Save'}
          </Button>
        </Group>
      )}
    />
  );
}

/**
 * What can be told of an ID document before its upload, in the server's words (it judges the
 * bytes again: type, size and pixels).
 */
function idDocumentIssue(file: File): string | null {
  if (file.size === 0) return ID_IMAGE_TEXT.empty;
  if (file.size > ID_IMAGE_MAX_BYTES) return ID_IMAGE_TEXT.tooLarge;
  if (!(ID_IMAGE_TYPES as readonly string[]).includes(file.type)) return ID_IMAGE_TEXT.notJpgOrPng;
  return null;
}

/** One face of the ID document: a drop box until provided, then VERIFIED; its errors beside it. */
function UploadSlot(props: {
  face: 'front' | 'back';
  done: boolean;
  businessId: string;
  onSaved: (m: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const upload = useUploadIdentity(props.businessId);
  const label = `ID document (${props.face})`;
  if (props.done) {
    return (
      <Paper withBorder p="md" radius="md">
        <Text fw={500}>{label}</Text>
        <Badge color="teal" size="lg" mt="xs" leftSection="✓">
          VERIFIED
        </Badge>
      </Paper>
    );
  }
  const choose = (next: File | null) => {
    setFile(next);
    setError(next ? idDocumentIssue(next) : null);
  };
  // The slot is a drop box (spec: "a drop box until provided"): a file dropped anywhere on it is
  // chosen as if picked with the button, and checked the same way.
  const dropping = (e: DragEvent<HTMLDivElement>, over: boolean) => {
    e.preventDefault();
    setOver(over);
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="group"
      aria-label={`${label}: drop a file here or choose one`}
      style={{
        borderStyle: 'dashed',
        borderColor: over ? 'var(--mantine-color-blue-6)' : undefined,
        background: over ? 'var(--mantine-color-blue-0)' : undefined,
      }}
      onDragOver={(e) => dropping(e, true)}
      onDragLeave={(e) => dropping(e, false)}
      onDrop={(e) => {
        dropping(e, false);
        const dropped = e.dataTransfer.files[0];
        if (dropped) choose(dropped);
      }}
    >
      <Stack gap="xs">
        <FileInput
          label={label}
          description="JPG or PNG, up to 5 MB and 8000 x 8000 px"
          placeholder="Choose or drop a file"
          accept={ID_IMAGE_TYPES.join(',')}
          value={file}
          onChange={choose}
          error={error}
          clearable
        />
        <Button
          disabled={!file || !!error}
          loading={upload.isPending}
          onClick={() =>
            file &&
            upload.mutate(
              { face: props.face, file },
              {
                onSuccess: () => props.onSaved(TEXT.verificationSaved),
                onError: (e) => setError(errorMessage(e, TEXT.genericError)),
              },
            )
          }
        >
          Upload
        </Button>
      </Stack>
    </Paper>
  );
}

function Verification({ user, business }: { user: User; business: BusinessDto }) {
  const navigate = useNavigate();
  const account = useAccount(business._id);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const country = business.billingAddress.country ?? 'US';
  const labels = taxIdLabels(country);
  const onSaved = (m: string) => {
    setError(null);
    setMessage(m);
  };
  const onError = (m: string) => {
    setMessage(null);
    setError(m);
  };
  const next = nextOnboardingStep({
    integration: business.integration?.name ?? user.integration?.name,
    payoutPreference: business.payoutPreference,
    hasBusiness: true,
    vendorAgreementDate: business.vendorAgreementDate,
    enteredBankingInfo: user.enteredBankingInfo,
    hasApiKey: !!business.integration?.authorized,
  });
  const a = account.data;
  return (
    <Stack>
      <PageBreadcrumbs
        links={[
          { label: 'Home', to: '/' },
          { label: 'Partner Portal', to: '/partner-portal' },
        ]}
        current="Verification"
      />
      <Title order={1}>Verification</Title>
      {a && (
        <Group>
          <Badge color={verificationIsRed(a.verification) ? 'red' : 'teal'} variant="light">
            Identity: {a.verification}
          </Badge>
          <Badge color={a.payoutsEnabled ? 'teal' : 'red'} variant="light">
            Payouts {a.payoutsEnabled ? 'enabled' : 'disabled'}
          </Badge>
          <Badge color={a.chargesEnabled ? 'teal' : 'red'} variant="light">
            Charges {a.chargesEnabled ? 'enabled' : 'disabled'}
          </Badge>
        </Group>
      )}
      {message && (
        <Alert color="teal" role="status">
          {message}
        </Alert>
      )}
      {error && (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      )}
      {account.isError && (
        <Text c="red.8" role="alert">
          {errorMessage(account.error, TEXT.genericError)}
        </Text>
      )}
      {a && (
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <IdField
              label={labels.personal}
              description="9 digits"
              field="idNumber"
              country={country}
              account={a}
              businessId={business._id}
              onSaved={onSaved}
              onError={onError}
            />
            <IdField
              label={`${labels.business} (optional)`}
              description={`Like ${labels.businessFormat}`}
              field="taxId"
              country={country}
              account={a}
              businessId={business._id}
              onSaved={onSaved}
              onError={onError}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <UploadSlot
                face="front"
                done={a.documentFront}
                businessId={business._id}
                onSaved={onSaved}
              />
              <UploadSlot
                face="back"
                done={a.documentBack}
                businessId={business._id}
                onSaved={onSaved}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
      )}
      <Accordion variant="separated">
        <Accordion.Item value="why">
          <Accordion.Control>Why do you need my identity?</Accordion.Control>
          <Accordion.Panel>
            Banks require us to verify who receives payouts. Your numbers go straight to our payment
            processor; we only show them masked.
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="document">
          <Accordion.Control>Which document can I upload?</Accordion.Control>
          <Accordion.Panel>
            A government-issued photo ID (driver&apos;s licence, passport or ID card), front and
            back, as a JPG or PNG up to 5 MB.
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Group>
        {user.onBoarding ? (
          <Button
            onClick={() =>
              void navigate(next ? ONBOARDING_STEP_PATHS[next] : '/partner-portal?showModal=true')
            }
          >
            Continue
          </Button>
        ) : null}
        <Anchor component={Link} to="/partner-portal">
          Back to Portal
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /partner-portal/verification (partner): SSN/SIN, tax id, ID document. */
export default function VerificationPage() {
  usePageTitle('Verification');
  return (
    <PartnerGate partnerOnly>
      {withBusiness((ctx) => (
        <Verification {...ctx} />
      ))}
    </PartnerGate>
  );
}
