import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businessDto, businessFormBody, userDto } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as service from './business.service.ts';
import {
  finishIfDone,
  sendPartnerFinishedMail,
  sendStaffFinishedMail,
  skipBanking,
} from './onboarding.service.ts';
import * as repo from './business.repo.ts';
import { assertCanEditBusiness, assertPartner } from './business.policy.ts';
import { AppError, notFound } from '../../lib/errors.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const tags = ['business'];
const agreementResponse = z.object({ business: businessDto, finished: z.boolean() });
const skipResponse = z.object({ finished: z.boolean() });
const mailBody = z.object({ businessId: z.string().min(1).max(100) });
const mailResponse = z.object({ sent: z.boolean() });

/** Business calls of section 7 and the partner mails. */
export function businessRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/business/market/:market',
    {
      config: { access: 'editor' },
      schema: {
        tags,
        params: z.object({ market: z.string().min(1).max(40) }),
        response: { 200: z.array(businessDto) },
      },
    },
    async (req) => service.businessesInMarket(ctx, req.params.market),
  );
  r.get(
    '/api/business/partner/:id',
    {
      config: { access: 'partner-staff' },
      schema: { tags, params: idParams, response: { 200: z.array(businessDto) } },
    },
    async (req) => service.businessesOfUser(ctx, requireUser(req), req.params.id),
  );
  r.get(
    '/api/business/active/:businessId',
    {
      config: { access: 'partner-staff' },
      schema: {
        tags,
        params: z.object({ businessId: z.string().min(1).max(100) }),
        response: { 200: z.object({ businessId: z.string(), active: z.boolean() }) },
      },
    },
    async (req) => service.activeOf(ctx, requireUser(req), req.params.businessId),
  );
  r.get(
    '/api/business/user/:businessId',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        params: z.object({ businessId: z.string().min(1).max(100) }),
        response: { 200: userDto },
      },
    },
    async (req) => service.ownerOf(ctx, requireUser(req), req.params.businessId),
  );
  r.get(
    '/api/business/:id',
    {
      config: { access: 'partner-staff' },
      schema: { tags, params: idParams, response: { 200: businessDto } },
    },
    async (req) => service.getBusiness(ctx, requireUser(req), req.params.id),
  );
  r.post(
    '/api/business',
    {
      config: { access: 'partner' },
      schema: { tags, body: businessFormBody, response: { 201: businessDto } },
    },
    async (req, reply) =>
      reply.status(201).send(await service.createBusiness(ctx, requireUser(req), req.body)),
  );
  r.put(
    '/api/business/:id',
    {
      config: { access: 'partner' },
      schema: { tags, params: idParams, body: businessFormBody, response: { 200: businessDto } },
    },
    async (req) => service.updateBusiness(ctx, requireUser(req), req.params.id, req.body),
  );
  r.put(
    '/api/business/partner/agreement/:id',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        params: idParams,
        body: z.object({ agreed: z.literal(true) }),
        response: { 200: agreementResponse },
      },
    },
    async (req) => service.agree(ctx, requireUser(req), req.params.id),
  );
  /** Skip for now on the banking step: logged; may finish onboarding like a saved bank account. */
  r.post(
    '/api/business/partner/banking-skip/:id',
    {
      config: { access: 'partner' },
      schema: { tags, params: idParams, response: { 200: skipResponse } },
    },
    async (req) => skipBanking(ctx, requireUser(req), req.params.id),
  );

  /** The Finish button: ends onboarding when every step is done (else 409), mails once. */
  r.post(
    '/api/email-service/partner/onboarding-finished',
    {
      config: { access: 'partner' },
      schema: { tags, body: mailBody, response: { 200: mailResponse } },
    },
    async (req) => {
      const actor = requireUser(req);
      assertPartner(actor);
      const b = assertCanEditBusiness(actor, await repo.findBusiness(ctx.db, req.body.businessId));
      const owner = b.userId ? await repo.findUser(ctx.db, b.userId) : undefined;
      if (!owner) throw notFound('This business has no owner');
      if (!owner.onBoarding) return { sent: false };
      const sent = await finishIfDone(ctx, owner, b);
      if (!sent) throw new AppError('CONFLICT', 'Finish the remaining sign-up steps first.');
      return { sent };
    },
  );
  /** Staff resend the staff notice or the partner's finished mail. */
  r.post(
    '/api/email-service/hijinks/onboarding-finished',
    {
      config: { access: 'admin' },
      schema: { tags, body: mailBody, response: { 200: mailResponse } },
    },
    async (req) => {
      const b = await repo.findBusiness(ctx.db, req.body.businessId);
      const owner = b?.userId ? await repo.findUser(ctx.db, b.userId) : undefined;
      if (!b || !owner) throw notFound('Business not found');
      await sendStaffFinishedMail(ctx, owner, b);
      await sendPartnerFinishedMail(ctx, owner, b);
      return { sent: true };
    },
  );
  r.post(
    '/api/email-service/partner/live',
    {
      config: { access: 'admin' },
      schema: { tags, body: mailBody, response: { 200: mailResponse } },
    },
    async (req) => {
      const b = await repo.findBusiness(ctx.db, req.body.businessId);
      const owner = b?.userId ? await repo.findUser(ctx.db, b.userId) : undefined;
      if (!b || !owner) throw notFound('Business not found');
      const brand = ctx.config.BRAND_NAME;
      const link = `${ctx.config.PUBLIC_URL ?? ''}/partner-portal`;
      await ctx.mailer.send({
        to: owner.email,
        kind: 'partner-live',
        subject: `${b.name} is live on ${brand}`,
        text: `Hi ${owner.firstName || owner.name},\n\nGood news: ${b.name} is now live on ${brand}. Customers can find and book your experiences. Manage your business in the partner portal: ${link}\n\nThe ${brand} team`,
        link,
      });
      return { sent: true };
    },
  );
}
