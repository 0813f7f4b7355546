import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/auth.tsx';

/** Logs out on the server, forgets the session here and goes to /login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout(queryClient).catch(() => undefined);
    void navigate('/login');
  };
}
