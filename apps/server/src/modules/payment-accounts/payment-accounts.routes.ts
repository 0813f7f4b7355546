import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountUpdateBody,
  accountView,
  ID_IMAGE_MAX_BYTES,
  ID_IMAGE_TEXT,
  personView,
  sandboxPiiTokenBody,
  sandboxPiiTokenResponse,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { assertPartner } from '../businesses/business.policy.ts';
import { AccountInputError } from './provider.ts';
import { accountProvider } from './registry.ts';
import * as service from './payment-accounts.service.ts';

const tags = ['payment-accounts'];
const idParams = z.object({ id: z.string().min(1).max(100) });

/** The payment-account service of section 7 (partner banking and identity). */
export async function paymentAccountsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/stripe/account/link',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        body: z.object({ businessId: z.string().min(1).max(100) }),
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (req) => service.accountLink(ctx, requireUser(req), req.body.businessId, req.ip),
  );
  r.get(
    '/api/stripe/account/:id',
    {
      config: { access: 'partner' },
      schema: { tags, params: idParams, response: { 200: accountView } },
    },
    async (req) => service.getAccount(ctx, requireUser(req), req.params.id, req.ip),
  );
  r.get(
    '/api/stripe/account/:id/:person',
    {
      config: { access: 'partner' },
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(100), person: z.string().min(1).max(100) }),
        response: { 200: personView },
      },
    },
    async (req) => service.getPerson(ctx, requireUser(req), req.params.id, req.params.person),
  );
  // The embedded sandbox's stand-in for Stripe's token API (Stripe.js makes Stripe's own): the
  // identity number becomes a single-use token the account update then carries (decision 042).
  r.post(
    '/api/stripe/sandbox/tokens',
    {
      config: { access: 'partner' },
      schema: { tags, body: sandboxPiiTokenBody, response: { 200: sandboxPiiTokenResponse } },
    },
    async (req) => {
      // Only a partner (or an admin) has an identity number to send.
      assertPartner(requireUser(req));
      const provider = accountProvider(ctx);
      if (!provider.createPiiToken) throw notFound('Tokens are made by Stripe.js');
      const id = provider.createPiiToken(req.body.pii.id_number);
      return { id, object: 'token' as const, type: 'pii' as const };
    },
  );
  r.put(
    '/api/stripe/account/:id',
    {
      config: { access: 'partner' },
      schema: { tags, params: idParams, body: accountUpdateBody, response: { 200: accountView } },
    },
    async (req) => service.updateAccount(ctx, requireUser(req), req.params.id, req.body, req.ip),
  );

  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: { fileSize: ID_IMAGE_MAX_BYTES, files: 1, fields: 5 },
    });
    scoped
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/stripe/account/upload',
        { config: { access: 'partner' }, schema: { tags, response: { 200: accountView } } },
        async (req) => {
          const actor = requireUser(req);
          if (!req.isMultipart())
            throw badRequest('Choose an image to upload', { image: 'Choose an image to upload' });
          const fields: Record<string, string> = {};
          let bytes: Buffer | null = null;
          for await (const part of req.parts()) {
            if (part.type === 'file') {
              try {
                bytes = await part.toBuffer();
              } catch {
                throw badRequest(ID_IMAGE_TEXT.tooLarge, { image: ID_IMAGE_TEXT.tooLarge });
              }
              if (part.file.truncated)
                throw badRequest(ID_IMAGE_TEXT.tooLarge, { image: ID_IMAGE_TEXT.tooLarge });
            } else {
              fields[part.fieldname] = String(part.value).slice(0, 100);
            }
          }
          const face = fields.face === 'back' ? 'back' : fields.face === 'front' ? 'front' : null;
          if (!face) throw badRequest('Say which side: front or back', { face: 'front or back' });
          if (!fields.businessId)
            throw badRequest('businessId is required', { businessId: 'Required' });
          if (!bytes)
            throw badRequest('Choose an image to upload', { image: 'Choose an image to upload' });
          return service.uploadIdentity(ctx, actor, {
            businessId: fields.businessId,
            face,
            bytes,
            ip: req.ip,
          });
        },
      );
  });

  // The Connect webhook needs the exact signed bytes.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/stripe/connect/webhook',
      { config: { access: 'public' }, schema: { tags, hide: true } },
      async (req) => {
        const signature = req.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
          throw new AppError('BAD_REQUEST', 'Missing webhook signature.');
        }
        let snapshot;
        try {
          snapshot = accountProvider(ctx).parseAccountEvent(req.body, signature);
        } catch (err) {
          if (err instanceof AccountInputError) throw new AppError('BAD_REQUEST', err.message);
          throw err;
        }
        const applied = snapshot ? await service.applyAccountEvent(ctx, snapshot) : false;
        return { received: true, applied };
      },
    );
  });
}
