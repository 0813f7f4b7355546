import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  userId: string;
  oldPassword: string;
  newPassword: string;
}

export const changePassword = ({ userId, ...body }: ChangePasswordInput) =>
  api<unknown>(`/api/users/${encodeURIComponent(userId)}/password`, { method: 'PUT', body });

/** PUT /api/users/{id}/password */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
