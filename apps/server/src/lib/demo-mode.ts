import type { AppContext } from '../context.ts';
import { AppError } from './errors.ts';

/**
 * With DEMO_MODE on, the spec's destructive actions are refused with its own text
 * (TEXT.deleteNotAllowedInDemo, TEXT.addProductNotInDemo, TEXT.deleteProductNotInDemo).
 */
export function assertNotDemo(ctx: Pick<AppContext, 'config'>, text: string): void {
  if (ctx.config.DEMO_MODE) throw new AppError('FORBIDDEN', text);
}
