import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReviewCountQuery,
  adminReviewQuery,
  myReviewSchema,
  productRatingSchema,
  ratingRecomputeBody,
  reviewActiveBody,
  reviewCountSchema,
  reviewCreateBody,
  reviewPageQuery,
  reviewSchema,
  reviewTitleBody,
  reviewTitleSchema,
  reviewTitleUpdateBody,
  reviewUpdateBody,
  thirdPartyReviewQuery,
  thirdPartyReviewSchema,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/auth.ts';
import * as titles from './review-titles.service.ts';
import * as reviews from './reviews.service.ts';
import { createThirdPartyReviews } from './third-party-reviews.ts';

const idParams = z.object({ id: z.uuid() });
/** Review writes per minute, per signed-in user (else per address). */
const REVIEW_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  // After the session is read, so a signed-in user is counted as themselves.
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) =>
    req.user ? `review:${req.user.id}` : `review-ip:${req.ip}`,
};
const tags = ['reviews'];

/** Reviews, the rating recompute, reviewer titles and third-party reviews. */
export async function registerReviews(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const thirdParty = createThirdPartyReviews(ctx.db, ctx.log);

  app.post(
    '/api/reviews',
    {
      config: { access: 'partner-staff', rateLimit: REVIEW_LIMIT },
      schema: { tags, body: reviewCreateBody, response: { 201: reviewSchema } },
    },
    async (req, reply) =>
      reply.code(201).send(await reviews.createReview(ctx, requireUser(req), req.body)),
  );

  app.get(
    '/api/reviews',
    {
      config: { access: 'admin' },
      schema: { tags, querystring: adminReviewQuery, response: { 200: z.array(reviewSchema) } },
    },
    async (req) => reviews.listAllReviews(ctx, requireUser(req), req.query),
  );

  app.get(
    '/api/reviews/count',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: adminReviewCountQuery,
        response: { 200: reviewCountSchema },
      },
    },
    async (req) => reviews.countAllReviews(ctx, req.query),
  );

  app.get(
    '/api/reviews/mine',
    {
      config: { access: 'partner-staff' },
      schema: { tags, response: { 200: z.array(myReviewSchema) } },
    },
    async (req) => reviews.myReviews(ctx, requireUser(req)),
  );

  app.get(
    '/api/reviews/partner/:sku',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ sku: z.string().max(100) }),
        querystring: reviewPageQuery,
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (req) => reviews.listProductReviews(ctx, req.user, req.params.sku, req.query),
  );

  app.get(
    '/api/reviews/count/:email',
    {
      config: { access: 'partner-staff' },
      schema: {
        tags,
        params: z.object({ email: z.string().max(254) }),
        response: { 200: reviewCountSchema },
      },
    },
    async (req) => reviews.countReviews(ctx, requireUser(req), req.params.email),
  );

  // The spec's body carries the email; ownership comes from the session, so it is ignored.
  app.delete(
    '/api/reviews/:id',
    { config: { access: 'partner-staff' }, schema: { tags, params: idParams } },
    async (req, reply) => {
      await reviews.deleteOwnReview(ctx, requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/reviews/delete/:id',
    { config: { access: 'admin' }, schema: { tags, params: idParams } },
    async (req, reply) => {
      await reviews.deleteAnyReview(ctx, req.params.id, requireUser(req));
      return reply.code(204).send();
    },
  );

  // Admins edit any review; an author edits their own (the service checks).
  app.put(
    '/api/reviews/:id',
    {
      config: { access: 'partner-staff', rateLimit: REVIEW_LIMIT },
      schema: { tags, params: idParams, body: reviewUpdateBody, response: { 200: reviewSchema } },
    },
    async (req) => reviews.updateReview(ctx, requireUser(req), req.params.id, req.body),
  );

  app.put(
    '/api/reviews/:id/active',
    {
      config: { access: 'admin' },
      schema: { tags, params: idParams, body: reviewActiveBody, response: { 200: reviewSchema } },
    },
    async (req) => reviews.updateReview(ctx, requireUser(req), req.params.id, req.body),
  );

  // Rating calls of the spec: the server always recomputes; these are a staff-only recompute.
  app.post(
    '/api/reviews/rating',
    {
      config: { access: 'editor' },
      schema: { tags, body: ratingRecomputeBody, response: { 200: productRatingSchema } },
    },
    async (req) => reviews.recomputeProductRating(ctx, { sku: req.body.partnerId }),
  );

  app.put(
    '/api/products/rating/:id',
    {
      config: { access: 'editor' },
      schema: { tags, params: idParams, response: { 200: productRatingSchema } },
    },
    async (req) => reviews.recomputeProductRating(ctx, { id: req.params.id }),
  );

  app.get(
    '/api/tripadvisor/reviews/:locationId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ locationId: z.string().min(1).max(40) }),
        querystring: thirdPartyReviewQuery,
        response: { 200: z.array(thirdPartyReviewSchema) },
      },
    },
    async (req) => thirdParty.list(req.params.locationId, req.query),
  );

  const titlePath = '/api/gamification/reviewTitles';
  app.get(
    titlePath,
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: z.array(reviewTitleSchema) } },
    },
    async (req) => titles.listReviewTitles(ctx, req.user),
  );

  app.post(
    titlePath,
    {
      config: { access: 'admin' },
      schema: { tags, body: reviewTitleBody, response: { 201: reviewTitleSchema } },
    },
    async (req, reply) => reply.code(201).send(await titles.createReviewTitle(ctx, req.body)),
  );

  app.put(
    `${titlePath}/:id`,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: idParams,
        body: reviewTitleUpdateBody,
        response: { 200: reviewTitleSchema },
      },
    },
    async (req) => titles.updateReviewTitle(ctx, req.params.id, req.body),
  );

  app.delete(
    `${titlePath}/:id`,
    { config: { access: 'admin' }, schema: { tags, params: idParams } },
    async (req, reply) => {
      await titles.deleteReviewTitle(ctx, req.params.id);
      return reply.code(204).send();
    },
  );
}
