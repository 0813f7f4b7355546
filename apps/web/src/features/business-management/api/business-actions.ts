import type { BusinessAdminUpdate, BusinessCreate, BusinessDetail } from '@jaunt/contract';
import { api, ApiError, getToken } from '../../../lib/api-client.ts';

const path = (id: string) => `/api/admin/businesses/${encodeURIComponent(id)}`;

/** POST /api/admin/businesses: a new business by name and market (inactive, no owner yet). */
export const createBusiness = (body: BusinessCreate) =>
  api<BusinessDetail>('/api/admin/businesses', { method: 'POST', body });

/** PUT /api/admin/businesses/{id}: the admin's edit. */
export const updateBusiness = (id: string, body: BusinessAdminUpdate) =>
  api<BusinessDetail>(path(id), { method: 'PUT', body });

/** PUT /api/admin/businesses/{id}/active: the business and its products take the flag. */
export const setBusinessActive = (id: string, active: boolean) =>
  api<BusinessDetail>(`${path(id)}/active`, { method: 'PUT', body: { active } });

/** DELETE /api/admin/businesses/{id}. */
export const deleteBusiness = (id: string) =>
  api<{ deleted: true }>(path(id), { method: 'DELETE' });

/** POST /api/email-service/partner/live: tells the owner the business is live. */
export const sendPartnerLive = (businessId: string) =>
  api<{ sent: boolean }>('/api/email-service/partner/live', {
    method: 'POST',
    body: { businessId },
  });

/** POST /api/pdf: the vendor agreement made on the server, downloaded as a file. */
export async function downloadVendorPdf(businessId: string) {
  const token = getToken();
  const res = await fetch('/api/pdf', {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ businessId }),
  });
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => ({})));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${businessId}-vendor-agreement.pdf`;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
