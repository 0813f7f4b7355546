import type { AppContext } from '../context.ts';
import { forbidden } from './errors.ts';

/** Refuses a change in demo mode (DEMO_MODE=true) with the spec's text for that change. */
export function assertNotDemo(ctx: Pick<AppContext, 'config'>, text: string): void {
  if (ctx.config.DEMO_MODE) throw forbidden(text);
}
