import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { crmRecords } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertCanEditBusiness, assertPartner } from '../businesses/business.policy.ts';
import { findBusiness, type BusinessRow } from '../businesses/business.repo.ts';
import {
  CrmConflictError,
  CrmUnavailableError,
  crmOf,
  type CrmKind,
  type CrmProperties,
} from './crm.adapter.ts';

export type CrmRecord = typeof crmRecords.$inferSelect;
export interface ContactInput {
  email: string;
  firstname: string;
  lastname: string;
  phone?: string;
}

/** Runs a CRM call; its failures become 502 (unreachable, refused) or 409 (duplicate). */
async function remote<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof CrmConflictError)
      throw new AppError('CONFLICT', `The CRM already has this contact: ${err.message}`, {
        email: 'A contact with this email already exists in the CRM.',
      });
    if (err instanceof CrmUnavailableError)
      throw new AppError('BAD_GATEWAY', `The CRM sync failed: ${err.message}. Nothing was saved.`);
    throw err;
  }
}

/** The company properties HubSpot knows: name, domain (from url), phone, city, state, country. */
export function companyProperties(b: BusinessRow): CrmProperties {
  let domain = '';
  try {
    domain = b.url
      ? new URL(/^https?:\/\//i.test(b.url) ? b.url : `https://${b.url}`).hostname
      : '';
  } catch {
    domain = '';
  }
  const a = b.billingAddress ?? {};
  const props: CrmProperties = {
    name: b.name,
    domain: domain.replace(/^www\./, ''),
    phone: a.phone ?? '',
    city: a.city ?? '',
    state: a.region ?? '',
    country: a.country ?? '',
    market: b.market,
  };
  return Object.fromEntries(Object.entries(props).filter(([, v]) => v !== ''));
}

/** A plain user outranks a partner in the role order but owns no business: 403 (section 6). */
async function editableBusiness(ctx: AppContext, actor: AuthUser, id: string) {
  assertPartner(actor);
  return assertCanEditBusiness(actor, await findBusiness(ctx.db, id));
}

async function companyRecord(ctx: AppContext, businessId: string) {
  const [row] = await ctx.db
    .select()
    .from(crmRecords)
    .where(and(eq(crmRecords.businessId, businessId), eq(crmRecords.kind, 'company')))
    .limit(1);
  return row;
}

/**
 * Links contacts to their business's company in the CRM. A failure after the contact was
 * saved says so: pushing the company again links every contact of the business (idempotent).
 */
async function associateContacts(ctx: AppContext, companyId: string, contactIds: string[]) {
  try {
    for (const contactId of contactIds) await crmOf(ctx).associate(contactId, companyId);
  } catch (err) {
    if (err instanceof CrmUnavailableError)
      throw new AppError(
        'BAD_GATEWAY',
        `Saved, but linking the contact to its company in the CRM failed: ${err.message}. Push the company again to link it.`,
      );
    throw err;
  }
}

async function contactIdsOf(ctx: AppContext, businessId: string) {
  const rows = await ctx.db
    .select({ externalId: crmRecords.externalId })
    .from(crmRecords)
    .where(and(eq(crmRecords.businessId, businessId), eq(crmRecords.kind, 'contact')));
  return rows.map((r) => r.externalId);
}

/**
 * Pushes the business as a company: creates it once, later calls update the same company.
 * Either way its contacts are linked to it (contacts may have been added before the company).
 */
export async function pushCompany(ctx: AppContext, actor: AuthUser, id: string) {
  const b = await editableBusiness(ctx, actor, id);
  const properties = companyProperties(b);
  const crm = crmOf(ctx);
  const existing = await companyRecord(ctx, b.id);
  let row: CrmRecord;
  if (existing) {
    row = await updateRecord(ctx, existing, properties);
  } else {
    const created = await remote(() => crm.create('company', properties));
    [row] = await ctx.db
      .insert(crmRecords)
      .values({
        kind: 'company',
        businessId: b.id,
        provider: crm.name,
        externalId: created.id,
        properties,
      })
      .returning();
  }
  await associateContacts(ctx, row.externalId, await contactIdsOf(ctx, b.id));
  return row;
}

async function updateRecord(ctx: AppContext, rec: CrmRecord, properties: CrmProperties) {
  await remote(() => crmOf(ctx).update(rec.kind, rec.externalId, properties));
  const [row] = await ctx.db
    .update(crmRecords)
    .set({ properties, email: properties.email ?? rec.email, updated: new Date() })
    .where(eq(crmRecords.id, rec.id))
    .returning();
  return row;
}

export async function updateCompany(ctx: AppContext, actor: AuthUser, id: string) {
  const b = await editableBusiness(ctx, actor, id);
  const rec = await companyRecord(ctx, b.id);
  if (!rec) throw notFound('This business has not been synced to the CRM yet');
  return updateRecord(ctx, rec, companyProperties(b));
}

async function removeRecord(ctx: AppContext, rec: CrmRecord) {
  await remote(() => crmOf(ctx).remove(rec.kind, rec.externalId));
  await ctx.db.delete(crmRecords).where(eq(crmRecords.id, rec.id));
}

export async function deleteCompany(ctx: AppContext, actor: AuthUser, id: string) {
  const b = await editableBusiness(ctx, actor, id);
  const rec = await companyRecord(ctx, b.id);
  if (!rec) throw notFound('This business has not been synced to the CRM yet');
  await removeRecord(ctx, rec);
}

const contactProps = (c: ContactInput): CrmProperties => ({
  email: c.email,
  firstname: c.firstname,
  lastname: c.lastname,
  ...(c.phone ? { phone: c.phone } : {}),
});

export async function createContact(
  ctx: AppContext,
  actor: AuthUser,
  input: ContactInput & { company: string },
) {
  const b = await editableBusiness(ctx, actor, input.company);
  const properties = contactProps(input);
  const crm = crmOf(ctx);
  const created = await remote(() => crm.create('contact', properties));
  const [row] = await ctx.db
    .insert(crmRecords)
    .values({
      kind: 'contact',
      businessId: b.id,
      provider: crm.name,
      externalId: created.id,
      email: input.email,
      properties,
    })
    .returning();
  const company = await companyRecord(ctx, b.id);
  if (company) await associateContacts(ctx, company.externalId, [row.externalId]);
  return row;
}

/** A contact record the actor may change (its business is theirs); others get 404. */
async function editableContact(ctx: AppContext, actor: AuthUser, id: CrmRecord['id']) {
  const [rec] = await ctx.db
    .select()
    .from(crmRecords)
    .where(and(eq(crmRecords.id, id), eq(crmRecords.kind, 'contact')))
    .limit(1);
  if (!rec) throw notFound('Contact not found');
  await editableBusiness(ctx, actor, rec.businessId);
  return rec;
}

export async function updateContact(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  input: Partial<ContactInput>,
) {
  const rec = await editableContact(ctx, actor, id);
  const properties = {
    ...rec.properties,
    ...contactProps({ ...(rec.properties as unknown as ContactInput), ...input }),
  };
  return updateRecord(ctx, rec, properties);
}

export async function deleteContact(ctx: AppContext, actor: AuthUser, id: string) {
  await removeRecord(ctx, await editableContact(ctx, actor, id));
}

/** Staff view of what was synced (or would be, with the local CRM). */
export async function listRecords(ctx: AppContext, kind?: CrmKind) {
  return ctx.db
    .select()
    .from(crmRecords)
    .where(kind ? eq(crmRecords.kind, kind) : undefined)
    .orderBy(desc(crmRecords.updated))
    .limit(500);
}
