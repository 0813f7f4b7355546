import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/** Registers every domain module's routes. Add one line per module. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  void app;
  void ctx;
}
