import { ApiError, getToken } from '../../../lib/api-client.ts';

/**
 * POST /api/products/{id}/media?variant=&slot= (multipart): a jpg (or an mp4 for further
 * images). variant -1 is the product's featured image; slot 0 the variant's main image.
 */
export async function uploadMedia(productId: string, variant: number, slot: number, file: File) {
  const body = new FormData();
  body.append('file', file);
  const token = getToken();
  const res = await fetch(`/api/products/${productId}/media?variant=${variant}&slot=${slot}`, {
    method: 'POST',
    body,
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ApiError(res.status, data);
  return data as { url: string; kind: 'jpg' | 'mp4' };
}
