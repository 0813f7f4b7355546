import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResendButton } from '../components/resend-button.tsx';

/** /confirm?showModal: explains that the email must be confirmed; resend or go back. */
export default function ConfirmPage() {
  usePageTitle('Confirm your email');
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const goBack = () => void (window.history.length > 1 ? navigate(-1) : navigate('/'));
  if (!user) return null;

  if (user.confirmedEmail) {
    return (
      <AuthCard title="Your email is confirmed">
        <Stack>
          <Text>Thanks! {user.email} is confirmed, so every part of your account is ready.</Text>
          <Button onClick={() => void navigate('/')}>Start exploring</Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirm your email">
      <Stack>
        <Text>
          We sent a confirmation link to <strong>{user.email}</strong>. Open it to confirm your
          email address: you need a confirmed email to write reviews and use everything in your
          account.
        </Text>
        <Text size="sm" c="dimmed">
          Can't find it? Check your spam folder, or send it again.
        </Text>
        {/* Natural widths that wrap on a phone: 'Resend confirmation email' is never clipped. */}
        <Group gap="sm">
          <Button variant="default" onClick={goBack}>
            Go back
          </Button>
          <ResendButton email={user.email} />
        </Group>
      </Stack>
      <Modal
        opened={params.has('showModal')}
        onClose={() => setParams({}, { replace: true })}
        title="Please confirm your email"
        centered
      >
        <Stack>
          <Text size="sm">
            Before you continue, confirm your email address with the link we sent to {user.email}.
            If you have already confirmed it, try refreshing the page.
          </Text>
          <Button onClick={() => setParams({}, { replace: true })}>OK</Button>
        </Stack>
      </Modal>
    </AuthCard>
  );
}
