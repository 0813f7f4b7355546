import { useQuery } from '@tanstack/react-query';
import type { EditorProduct } from '@jaunt/contract';
import { api } from '../../../lib/api-client.ts';

export const editorProductKey = (id: string) => ['admin', 'product', id] as const;

/** GET /api/admin/products/{id}: every field the editor shows. */
export const useEditorProduct = (id: string | null) =>
  useQuery({
    queryKey: editorProductKey(id ?? ''),
    queryFn: () => api<EditorProduct>(`/api/admin/products/${id}`),
    enabled: !!id,
    staleTime: Infinity,
  });
