import { useNavigate } from 'react-router';
import { postLoginPath, type User } from '../../../lib/auth.tsx';

/** After any successful login: go where the login rule says. */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return (user: User) => navigate(postLoginPath(user), { replace: true });
}
