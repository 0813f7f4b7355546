import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './crm.service.ts';

const tags = ['crm'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const contactIdParams = z.object({ id: z.uuid({ message: 'Contact id is not valid' }) });
const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}`)
    .max(100, `The ${label} can have at most 100 characters`);
const contactFields = {
  email: z.email({ message: 'Enter a valid email address' }).max(254),
  firstname: name('first name'),
  lastname: name('last name'),
  phone: z.string().trim().max(40, 'The phone number can have at most 40 characters').optional(),
};
const contactBody = z.object({
  ...contactFields,
  company: z.string().min(1, 'Choose the company').max(100),
});
const contactUpdateBody = z
  .object({
    email: contactFields.email.optional(),
    firstname: contactFields.firstname.optional(),
    lastname: contactFields.lastname.optional(),
    phone: contactFields.phone,
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update' });
const record = z.object({
  id: z.string(),
  kind: z.enum(['company', 'contact']),
  businessId: z.string(),
  provider: z.string(),
  externalId: z.string(),
  properties: z.record(z.string(), z.string()),
  created: z.date(),
  updated: z.date(),
});
const present = (r: service.CrmRecord) => ({
  id: r.id,
  kind: r.kind,
  businessId: r.businessId,
  provider: r.provider,
  externalId: r.externalId,
  properties: r.properties,
  created: r.created,
  updated: r.updated,
});

/** CRM calls of section 7: /api/hubspot/company/{id} and /api/hubspot/contact. */
export function crmRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = 'partner' as const;

  r.get(
    '/api/hubspot/records',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: z.object({ kind: z.enum(['company', 'contact']).optional() }),
        response: { 200: z.array(record) },
      },
    },
    async (req) => (await service.listRecords(ctx, req.query.kind)).map(present),
  );
  r.post(
    '/api/hubspot/company/:id',
    { config: { access }, schema: { tags, params: idParams, response: { 200: record } } },
    async (req) => present(await service.pushCompany(ctx, requireUser(req), req.params.id)),
  );
  r.put(
    '/api/hubspot/company/:id',
    { config: { access }, schema: { tags, params: idParams, response: { 200: record } } },
    async (req) => present(await service.updateCompany(ctx, requireUser(req), req.params.id)),
  );
  r.delete(
    '/api/hubspot/company/:id',
    { config: { access }, schema: { tags, params: idParams } },
    async (req, reply) => {
      await service.deleteCompany(ctx, requireUser(req), req.params.id);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/hubspot/contact',
    { config: { access }, schema: { tags, body: contactBody, response: { 201: record } } },
    async (req, reply) =>
      reply.status(201).send(present(await service.createContact(ctx, requireUser(req), req.body))),
  );
  r.put(
    '/api/hubspot/contact/:id',
    {
      config: { access },
      schema: { tags, params: contactIdParams, body: contactUpdateBody, response: { 200: record } },
    },
    async (req) =>
      present(await service.updateContact(ctx, requireUser(req), req.params.id, req.body)),
  );
  r.delete(
    '/api/hubspot/contact/:id',
    { config: { access }, schema: { tags, params: contactIdParams } },
    async (req, reply) => {
      await service.deleteContact(ctx, requireUser(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
