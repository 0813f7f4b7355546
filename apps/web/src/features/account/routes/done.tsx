import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PageLoader } from '../../../components/page-loader.tsx';
import { meQuery, type User } from '../../../lib/auth.tsx';
import { takeReturnTo } from '../../../lib/return-to.ts';
import { usePageTitle } from '../../../lib/settings.ts';
import { useAcceptTerms } from '../api/accept-terms.ts';
import { TermsModal } from '../components/terms-modal.tsx';

const safePath = (p: string | null) => (p && p.startsWith('/') && !p.startsWith('//') ? p : null);

/** /done: where a social login lands. Refreshes the user, asks for the terms once, moves on. */
export default function DonePage() {
  usePageTitle('Logging in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const acceptTerms = useAcceptTerms();
  const [user, setUser] = useState<User | null>(null);
  const started = useRef(false);
  const [target] = useState(() => safePath(params.get('returnTo')) ?? takeReturnTo());

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    queryClient.fetchQuery({ ...meQuery, staleTime: 0 }).then(
      (me) => {
        if (!me) return void navigate('/login?error=social', { replace: true });
        if (me.termsAccepted) return void navigate(target, { replace: true });
        setUser(me);
      },
      () => void navigate('/login?error=social', { replace: true }),
    );
  }, [queryClient, navigate, target]);

  return (
    <>
      <PageLoader />
      <TermsModal
        opened={Boolean(user)}
        pending={acceptTerms.isPending}
        error={acceptTerms.error}
        onAgree={() =>
          user &&
          acceptTerms.mutate(user._id, {
            onSuccess: () => void navigate(target, { replace: true }),
          })
        }
      />
    </>
  );
}
