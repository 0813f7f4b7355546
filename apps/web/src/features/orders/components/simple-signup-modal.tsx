import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { emailSchema, passwordSchema, TEXT, type OrderDto } from '@jaunt/contract';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { startSession } from '../../../lib/auth.tsx';
import { claimPurchase, simpleSignup } from '../api/simple-signup.ts';
import { TermsLabel } from '../../../components/terms-label.tsx';

type Errors = Partial<Record<'email' | 'password' | 'repeat' | 'terms' | 'form', string>>;

/** After a purchase without an account: keep the purchase's details, add a password. */
export default function SimpleSignupModal({
  order,
  access,
  onClose,
}: {
  order: OrderDto;
  /** The purchase's access token: proves it is this guest's, so the account can take it. */
  access: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [editingEmail, setEditingEmail] = useState(false);
  const [email, setEmail] = useState(order.email);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  // Unticked until the visitor asks: a ticked box is not consent (CASL), as on /signup.
  const [marketing, setMarketing] = useState(false);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  async function submit() {
    const next: Errors = {};
    if (!emailSchema.safeParse(email.trim()).success) next.email = TEXT.enterValidEmail;
    const pw = passwordSchema.safeParse(password);
    if (!pw.success) next.password = pw.error.issues[0]?.message;
    if (repeat !== password) next.repeat = 'Passwords must match';
    if (!terms) next.terms = TEXT.termsRequired;
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      const [first, ...rest] = order.name.trim().split(/\s+/);
      const res = await simpleSignup({
        firstName: order.firstName || first || 'Guest',
        lastName: order.lastName || rest.join(' ') || '-',
        email: email.trim().toLowerCase(),
        password,
        phone: order.phone,
        terms: true,
        marketing,
      });
      startSession(queryClient, res);
      // The purchase joins the new account (My Purchases); if that fails it stays readable here
      // and in the receipt mail, and the customer is told so.
      await claimPurchase(order.transactionId, access).catch((error: unknown) =>
        notifications.show({
          color: 'yellow',
          title: 'Your account is ready',
          message: `This purchase could not be added to it (${errorMessage(error, TEXT.genericError)}). It stays on this page and in your receipt email.`,
          autoClose: false,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      setErrors({
        email: fields?.email,
        password: fields?.password,
        form: fields ? undefined : errorMessage(error, TEXT.genericError),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title="Create your account" centered>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm">Set a password to see your purchases any time.</Text>
          {errors.form && (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          )}
          {editingEmail ? (
            <>
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                value={email}
                error={errors.email}
                errorProps={{ role: 'alert' }}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <Alert color="yellow" p="xs">
                If you change your email, you will lose access to this purchase.
              </Alert>
            </>
          ) : (
            <Group gap="xs">
              <Text size="sm">
                Email: <strong>{email}</strong>
              </Text>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => setEditingEmail(true)}
              >
                Change
              </Anchor>
            </Group>
          )}
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            errorProps={{ role: 'alert' }}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <PasswordInput
            label="Repeat password"
            autoComplete="new-password"
            value={repeat}
            error={errors.repeat}
            errorProps={{ role: 'alert' }}
            onChange={(e) => setRepeat(e.currentTarget.value)}
          />
          <Checkbox
            label="Send me deals and news"
            checked={marketing}
            onChange={(e) => setMarketing(e.currentTarget.checked)}
          />
          <Checkbox
            label={<TermsLabel />}
            checked={terms}
            error={errors.terms}
            onChange={(e) => setTerms(e.currentTarget.checked)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Not now
            </Button>
            <Button type="submit" loading={saving}>
              Create account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
