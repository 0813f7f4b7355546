import { closeBookingSources } from './modules/booking-sources/registry.ts';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/client.ts';
import { createMailer, type Mailer } from './lib/email.ts';
import { serializerCompiler } from './lib/json-serializer.ts';
import { createRealtime, type Realtime } from './lib/realtime.ts';
import { createCatalogChanges } from './lib/catalog-changes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compress.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { docsPolicy, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerWeb } from './plugins/web.ts';
import { registerModules } from './modules/index.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  mailer?: Mailer;
  realtime?: Realtime;
  /** Per-IP rate limits; on by default except when NODE_ENV=test. */
  rateLimit?: boolean;
  /** Sees every route as it registers (the authorization test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
}

export type App = FastifyInstance & { ctx: AppContext };

/** Builds the whole application (plugins, then routes) without listening. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // A hop count trusts that many proxies nearest to the server (Fastify's numeric form).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: AppContext = {
    config,
    db: deps.db,
    log: app.log,
    mailer: deps.mailer ?? createMailer(config, deps.db, app.log),
    realtime: deps.realtime ?? createRealtime(),
    catalogChanges: createCatalogChanges(),
  };
  app.decorate('ctx', ctx);

  await app.register(cookie);
  registerSecurityHeaders(app, ctx);
  registerInputGuard(app);
  await registerCompression(app);
  await app.register(swagger, {
    openapi: { info: { title: `${config.BRAND_NAME} API`, version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiHooks: { onRequest: docsPolicy } });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  registerErrorHandler(app);
  if (deps.rateLimit ?? config.NODE_ENV !== 'test') await registerRateLimit(app, ctx);
  registerAuth(app, ctx);

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async () => ({ ok: true as const }),
  );

  await registerModules(app, ctx);
  await registerWeb(app, ctx);
  app.addHook('onClose', async () => ctx.realtime.close());
  app.addHook('onClose', async () => closeBookingSources(ctx));
  return app as unknown as App;
}
