import { useEffect, useRef } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmRedirect, TEXT } from '@jaunt/contract';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.tsx';
import { usePageTitle } from '../../../lib/settings.ts';
import { useConfirmEmail } from '../api/mail-confirmation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ResendButton } from '../components/resend-button.tsx';

/** /confirm/:confirmToken/:url: confirms the email, then goes to the url (or the invalid state). */
export default function ConfirmTokenPage() {
  usePageTitle('Confirm your email');
  const { confirmToken = '', url } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const { user } = useCurrentUser();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm.mutate(confirmToken, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'Thanks! Your email address is confirmed.' });
        void navigate(confirmRedirect(url), { replace: true });
      },
    });
  }, [confirm, confirmToken, navigate, url]);

  if (!confirm.isError) return <PageLoader />;
  return (
    <AuthCard title="Confirm your email">
      <Stack>
        <Alert color="red" role="alert">
          {TEXT.invalidToken}
        </Alert>
        {user ? (
          <ResendButton email={user.email} />
        ) : (
          <Button component={Link} to="/login">
            Log in to get a new link
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
