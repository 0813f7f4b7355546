import type { EditorProduct } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/products/{id}/active. */
export const setProductActive = (id: string, active: boolean) =>
  api<EditorProduct>(`/api/products/${id}/active`, { method: 'PUT', body: { active } });

/** DELETE /api/products/{id} (admin). */
export const deleteProduct = (id: string) =>
  api<{ deleted: true }>(`/api/products/${id}`, { method: 'DELETE' });

/** POST /api/products/duplicate { id }. */
export const duplicateProduct = (id: string) =>
  api<EditorProduct>('/api/products/duplicate', { method: 'POST', body: { id } });

/** POST /api/products/duplicate-variant { id } (the variant's id). */
export const duplicateVariant = (id: string) =>
  api<EditorProduct>('/api/products/duplicate-variant', { method: 'POST', body: { id } });

/** PUT /api/products/{id}/tripadvisor. */
export const attachTripadvisor = (id: string, tripadvisorLocationId: string | null) =>
  api<EditorProduct>(`/api/products/${id}/tripadvisor`, {
    method: 'PUT',
    body: { tripadvisorLocationId },
  });
