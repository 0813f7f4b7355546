import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { installHumanErrors } from '@jaunt/contract';
import { AppError, statusOf } from '../lib/errors.ts';

// Validation messages people can read ('Name must be at most 100 characters.').
installHumanErrors();

/** Maps every error to `{ code, message, fields? }`; 5xx never leaks internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(statusOf[err.code]).send({
        code: err.code,
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
        ...err.extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
          (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
          '_';
        if (!fields[path]) fields[path] = issue.message ?? 'This value is not valid.';
      }
      const [first] = Object.entries(fields);
      return reply.status(400).send({
        code: 'VALIDATION',
        // The field's own sentence (it names the field); `fields` keeps the key.
        message: first ? first[1] : 'Please check the highlighted fields.',
        fields,
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply
        .status(500)
        .send({ code: 'INTERNAL', message: 'Oops! It seems like something went wrong.' });
    }
    const code =
      status === 429 ? 'TOO_MANY_REQUESTS' : status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST';
    return reply.status(status).send({ code, message: err.message });
  });
  app.setNotFoundHandler((req, reply) => {
    reply
      .status(404)
      .send({ code: 'NOT_FOUND', message: `No route for ${req.method} ${req.url.split('?')[0]}` });
  });
}
