import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { accountMailRoutes } from './account-mail.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { socialRoutes } from './social.routes.ts';

/** /auth/*: local login, sessions, mailed tokens and social login. */
export function registerAuthModule(app: FastifyInstance, ctx: AppContext) {
  authRoutes(app, ctx);
  accountMailRoutes(app, ctx);
  socialRoutes(app, ctx);
}
