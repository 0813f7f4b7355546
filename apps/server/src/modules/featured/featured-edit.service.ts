import {
  TEXT,
  type FeaturedPage,
  type FeaturedPageBody,
  type FeaturedPageUpdateBody,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { createMarketLookup } from '../markets/market-lookup.ts';
import * as repo from './featured.repo.ts';
import { presentPage } from './featured.service.ts';

const actorOf = (u: AuthUser) => ({ id: u.id, email: u.email });

/** Feature page writes (admin): each in one transaction with its audit entry. */
export function createFeaturedEditor(ctx: AppContext) {
  const markets = createMarketLookup(ctx);

  /** The market's stored value; an unknown market is a 400 on `market`. */
  async function marketVal(market: string) {
    const found = await markets.find(market);
    if (!found) throw fieldError('market', 'Choose a market');
    return found.val;
  }
  async function assertSlugFree(tx: Tx, market: string, slug: string, id: string | null) {
    if (await repo.slugTaken(tx, market, slug, id))
      throw fieldError('slug', 'Another page of this market has that slug');
  }
  const changed = (page: FeaturedPage, kind: 'save' | 'remove') => {
    ctx.catalogChanges.notify();
    if (page.active) ctx.realtime[kind]('featured', page, { public: true });
  };

  return {
    async list(market: string | undefined): Promise<FeaturedPage[]> {
      const rows = await repo.allPages(ctx.db, market && (await marketVal(market)));
      return rows.map(presentPage);
    },

    async create(actor: AuthUser, body: FeaturedPageBody): Promise<FeaturedPage> {
      const market = await marketVal(body.market);
      const page = await ctx.db.transaction(async (tx) => {
        await assertSlugFree(tx, market, body.slug, null);
        const row = presentPage(await repo.insertPage(tx, { ...body, market }));
        await recordAudit(tx, actorOf(actor), {
          entity: 'featured',
          entityId: row._id,
          action: 'create',
          after: row,
        });
        return row;
      });
      changed(page, 'save');
      return page;
    },

    async update(actor: AuthUser, id: string, body: FeaturedPageUpdateBody) {
      const market = body.market === undefined ? undefined : await marketVal(body.market);
      const page = await ctx.db.transaction(async (tx) => {
        const before = await repo.pageForUpdate(tx, id);
        if (!before) throw notFound('Page not found');
        const values = { ...body, ...(market ? { market } : {}) };
        if (values.slug !== undefined || market)
          await assertSlugFree(tx, market ?? before.market, values.slug ?? before.slug, id);
        const row = presentPage(await repo.updatePage(tx, id, values));
        const keys = Object.keys(body);
        await recordAudit(tx, actorOf(actor), {
          entity: 'featured',
          entityId: id,
          action:
            keys.length === 1 && keys[0] === 'active'
              ? row.active
                ? 'activate'
                : 'deactivate'
              : 'update',
          before: presentPage(before),
          after: row,
        });
        return row;
      });
      changed(page, page.active ? 'save' : 'remove');
      return page;
    },

    async remove(actor: AuthUser, id: string) {
      assertNotDemo(ctx, TEXT.deleteNotAllowedInDemo);
      const page = await ctx.db.transaction(async (tx) => {
        const before = await repo.pageForUpdate(tx, id);
        if (!before) throw notFound('Page not found');
        await repo.deletePage(tx, id);
        const shown = presentPage(before);
        await recordAudit(tx, actorOf(actor), {
          entity: 'featured',
          entityId: id,
          action: 'delete',
          before: shown,
        });
        return shown;
      });
      changed(page, 'remove');
    },
  };
}
