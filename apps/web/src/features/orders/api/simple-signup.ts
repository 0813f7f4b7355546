import { api } from '../../../lib/api-client.ts';
import type { User } from '../../../lib/auth.tsx';

export interface SimpleSignupBody {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  terms: true;
  marketing: boolean;
  market?: string;
}

/** POST /api/users: the account for a guest after a purchase. */
export const simpleSignup = (body: SimpleSignupBody) =>
  api<{ token?: string; user: User }>('/api/users', { method: 'POST', body });

/** POST /api/orders/claim/{transactionId}: the new account takes the guest's purchase. */
export const claimPurchase = (transactionId: string, access: string) =>
  api<unknown>(`/api/orders/claim/${encodeURIComponent(transactionId)}`, {
    method: 'POST',
    orderAccess: access,
  });
