import type { EditorProduct, ProductInput } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

/** POST /api/products (new) or PUT /api/products/{id} with the `updated` it was loaded with. */
export function saveProduct(id: string | null, body: ProductInput, updated: string | null) {
  return id
    ? api<EditorProduct>(`/api/products/${id}`, { method: 'PUT', body: { ...body, updated } })
    : api<EditorProduct>('/api/products', { method: 'POST', body });
}
