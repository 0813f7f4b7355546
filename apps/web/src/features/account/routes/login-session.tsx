import { useEffect, useRef } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { TEXT } from '@jaunt/contract';
import { errorMessage } from '../../../lib/api-client.ts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { useSessionLogin } from '../api/session-login.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useCompleteLogin } from '../components/use-complete-login.ts';

/** /login/:sessionToken: exchanges the token for a session, then continues like a login. */
export default function LoginSessionPage() {
  usePageTitle('Logging in');
  const { sessionToken = '' } = useParams();
  const sessionLogin = useSessionLogin();
  const completeLogin = useCompleteLogin();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    sessionLogin.mutate(sessionToken, { onSuccess: (s) => void completeLogin(s.user) });
  }, [sessionToken, sessionLogin, completeLogin]);

  if (!sessionLogin.isError) return <PageLoader />;
  return (
    <AuthCard title="Log in">
      <Stack>
        <Alert color="red" role="alert">
          {errorMessage(sessionLogin.error, TEXT.genericError)}
        </Alert>
        <Anchor component={Link} to="/login">
          Log in with your email and password
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
