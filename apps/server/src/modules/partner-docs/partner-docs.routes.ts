import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { assertCanEditBusiness, assertPartner } from '../businesses/business.policy.ts';
import * as businesses from '../businesses/business.repo.ts';
import { agreementPdf } from './agreement-pdf.ts';

const body = z.object({
  businessId: z.string().min(1).max(100),
  date: z.union([z.string().max(40), z.number()]).optional(),
  user: z.string().max(200).optional(),
});

/** POST /api/pdf and /api/pdf/fareharbor: the vendor agreement made on the server (binary). */
export function partnerDocsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, fareharbor] of [
    ['/api/pdf', false],
    ['/api/pdf/fareharbor', true],
  ] as const) {
    r.post(
      path,
      { config: { access: 'partner' }, schema: { tags: ['business'], body } },
      async (req, reply) => {
        const actor = requireUser(req);
        assertPartner(actor);
        const b = await businesses.findBusiness(ctx.db, req.body.businessId);
        assertCanEditBusiness(actor, b);
        const raw = req.body.date ?? b!.vendorAgreementDate ?? new Date();
        const date = new Date(raw);
        if (Number.isNaN(date.getTime()))
          throw badRequest('Enter a valid date', { date: 'Invalid date' });
        const owner = b!.userId ? await businesses.findUser(ctx.db, b!.userId) : undefined;
        const doc = agreementPdf({
          brand: ctx.config.BRAND_NAME,
          businessName: b!.name,
          commission: b!.commission,
          payoutPreference: b!.payoutPreference,
          integration: b!.integration?.name,
          date,
          signer: req.body.user ?? owner?.name ?? null,
          fareharbor,
        });
        const file = `${b!.businessId}-vendor-agreement${fareharbor ? '-fareharbor' : ''}.pdf`;
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${file}"`)
          .header('cache-control', 'no-store')
          .send(doc);
      },
    );
  }
}
