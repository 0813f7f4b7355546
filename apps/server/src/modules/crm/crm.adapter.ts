import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { crmRecords } from '../../db/schema/index.ts';
import { createHubspotCrm } from './hubspot-adapter.ts';

export type CrmKind = 'company' | 'contact';
export type CrmProperties = Record<string, string>;

/** The CRM refused the call (bad token, down, bad answer): the route answers 502. */
export class CrmUnavailableError extends Error {}
/** The CRM already holds this contact (HubSpot 409 on a duplicate email). */
export class CrmConflictError extends Error {}

/**
 * A CRM to push companies and contacts to: `local` (default; only our crm_records table, so
 * staff see what would be synced) or `hubspot` (CRM v3 API with a private-app token).
 */
export interface Crm {
  readonly name: 'local' | 'hubspot';
  create(kind: CrmKind, properties: CrmProperties): Promise<{ id: string }>;
  update(kind: CrmKind, id: string, properties: CrmProperties): Promise<void>;
  remove(kind: CrmKind, id: string): Promise<void>;
  /** Links a contact to its company (idempotent: linking twice keeps one link). */
  associate(contactId: string, companyId: string): Promise<void>;
}

/** The embedded CRM: gives ids and refuses a second contact with the same email, like HubSpot. */
export function createLocalCrm(db: Db): Crm {
  async function emailTaken(email: string | undefined, except?: string) {
    if (!email) return false;
    const rows = await db
      .select({ id: crmRecords.externalId })
      .from(crmRecords)
      .where(
        and(
          eq(crmRecords.kind, 'contact'),
          sql`lower(${crmRecords.email}) = ${email.toLowerCase()}`,
        ),
      );
    return rows.some((r) => r.id !== except);
  }
  return {
    name: 'local',
    async create(kind, properties) {
      if (kind === 'contact' && (await emailTaken(properties.email)))
        throw new CrmConflictError('Contact already exists');
      return { id: `local-${randomUUID()}` };
    },
    async update(kind, id, properties) {
      if (kind === 'contact' && (await emailTaken(properties.email, id)))
        throw new CrmConflictError('Contact already exists');
    },
    async remove() {},
    // The link is kept by our own records: a contact row names its business, whose company row
    // holds the company id (what staff see in GET /api/hubspot/records).
    async associate() {},
  };
}

const crms = new WeakMap<AppContext, Crm>();

/** HubSpot when HUBSPOT_API_KEY is set, else the local CRM. */
export function crmOf(ctx: AppContext): Crm {
  let crm = crms.get(ctx);
  if (!crm) {
    const { HUBSPOT_API_KEY, HUBSPOT_API_URL } = ctx.config;
    crm = HUBSPOT_API_KEY
      ? createHubspotCrm({ token: HUBSPOT_API_KEY, baseUrl: HUBSPOT_API_URL })
      : createLocalCrm(ctx.db);
    crms.set(ctx, crm);
  }
  return crm;
}

export function setCrm(ctx: AppContext, crm: Crm) {
  crms.set(ctx, crm);
}
