import {
  CrmConflictError,
  CrmUnavailableError,
  type Crm,
  type CrmKind,
  type CrmProperties,
} from './crm.adapter.ts';

export interface HubspotOptions {
  token: string;
  /** https://api.hubapi.com, or a local stand-in in tests. */
  baseUrl: string;
}

const objectPath = (kind: CrmKind) => (kind === 'company' ? 'companies' : 'contacts');

/**
 * HubSpot CRM v3 objects API (POST, PATCH and DELETE /crm/v3/objects/{companies|contacts}) and
 * the v4 associations API for the contact-to-company link with HubSpot's default label.
 */
export function createHubspotCrm(opts: HubspotOptions): Crm {
  const base = opts.baseUrl.replace(/\/+$/, '');

  async function send(method: string, path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new CrmUnavailableError(`HubSpot could not be reached (${(err as Error).message})`);
    }
    const text = await res.text();
    let json: { message?: string; id?: unknown } = {};
    try {
      json = text ? (JSON.parse(text) as typeof json) : {};
    } catch {
      // a non-JSON answer keeps the status only
    }
    if (res.status === 409) throw new CrmConflictError(json.message ?? 'Already exists in HubSpot');
    if (res.status === 401 || res.status === 403)
      throw new CrmUnavailableError('HubSpot refused our access token (check HUBSPOT_API_KEY)');
    if (!res.ok)
      throw new CrmUnavailableError(
        `HubSpot answered ${res.status}${json.message ? `: ${json.message}` : ''}`,
      );
    return json;
  }

  return {
    name: 'hubspot',
    async create(kind, properties: CrmProperties) {
      const json = (await send('POST', `/crm/v3/objects/${objectPath(kind)}`, { properties })) as {
        id?: unknown;
      };
      if (typeof json.id !== 'string' || !json.id)
        throw new CrmUnavailableError('HubSpot answered without an object id');
      return { id: json.id };
    },
    async update(kind, id, properties) {
      await send('PATCH', `/crm/v3/objects/${objectPath(kind)}/${encodeURIComponent(id)}`, {
        properties,
      });
    },
    async associate(contactId, companyId) {
      await send(
        'PUT',
        `/crm/v4/objects/contacts/${encodeURIComponent(contactId)}/associations/default/companies/${encodeURIComponent(companyId)}`,
      );
    },
    async remove(kind, id) {
      try {
        await send('DELETE', `/crm/v3/objects/${objectPath(kind)}/${encodeURIComponent(id)}`);
      } catch (err) {
        // Already gone in HubSpot: the local record can go too.
        if (err instanceof CrmUnavailableError && /answered 404/.test(err.message)) return;
        throw err;
      }
    },
  };
}
