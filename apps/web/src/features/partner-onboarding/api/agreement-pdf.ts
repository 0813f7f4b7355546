import { getToken, ApiError } from '../../../lib/api-client.ts';

/** POST /api/pdf or /api/pdf/fareharbor: downloads the agreement made on the server. */
export async function downloadAgreementPdf(businessId: string, date: string, fareharbor: boolean) {
  const token = getToken();
  const res = await fetch(fareharbor ? '/api/pdf/fareharbor' : '/api/pdf', {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ businessId, date }),
  });
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => ({})));
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'vendor-agreement.pdf';
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
