import { Alert, Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { TEXT } from '@jaunt/contract';
import { NEEDS_OTHER_ACCOUNT, useSentForRole } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { useCompleteLogin } from '../components/use-complete-login.ts';

/** /login?error=facebook: the social-login failure modal over the login form. */
export default function LoginPage() {
  usePageTitle('Log in');
  const [params, setParams] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const sentForRole = useSentForRole();
  const socialError = params.get('error');
  const closeModal = () =>
    setParams(
      (p) => {
        p.delete('error');
        return p;
      },
      { replace: true },
    );

  return (
    <AuthCard
      title="Welcome back"
      subtitle={
        <>
          New here?{' '}
          <Anchor component={Link} to="/signup" size="sm" underline="always">
            Create an account
          </Anchor>
        </>
      }
    >
      {sentForRole && (
        <Alert color="yellow" role="status" mb="md">
          {NEEDS_OTHER_ACCOUNT}
        </Alert>
      )}
      <LoginForm onLoggedIn={(user) => void completeLogin(user)} />
      <SocialButtons />
      <Modal
        opened={Boolean(socialError)}
        onClose={closeModal}
        title={TEXT.socialLoginFailed}
        centered
      >
        <Stack>
          <Text size="sm">
            We couldn't sign you in with that account. Try logging in with another email address, or
            reset your password if you signed up with an email and password.
          </Text>
          <Button component={Link} to="/pwdreset" variant="light">
            Reset my password
          </Button>
          <Button onClick={closeModal}>Try another email</Button>
        </Stack>
      </Modal>
    </AuthCard>
  );
}
