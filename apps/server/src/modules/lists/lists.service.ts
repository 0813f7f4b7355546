import {
  isStaff,
  TEXT,
  LIST_ITEMS_MAX,
  LIST_NAME_MAX,
  type List,
  type ListOperation,
  type ListSummary,
} from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import { AppError, badRequest, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { richTextToPlain, sanitizeRichText, toPlainText } from '../../lib/sanitize.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { buildItinerary } from './itinerary.ts';
import { isOwner, mayDeleteList, mayReadListsOf } from './lists.policy.ts';
import { presentList, presentSummary } from './lists.presenter.ts';
import * as repo from './lists.repo.ts';
import type { ListRow } from './lists.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const listNotFound = () => notFound('List not found');

async function loadList(ctx: AppContext, id: string): Promise<ListRow> {
  const list = UUID.test(id) ? await repo.findList(ctx.db, id) : null;
  if (!list) throw listNotFound();
  return list;
}

async function fullList(ctx: AppContext, list: ListRow, viewer: AuthUser | null): Promise<List> {
  return presentList(list, await repo.itemsOf(ctx.db, [list.id]), viewer);
}

/** A list's id is the key to it, and its notes are private: its events go to the owner and staff. */
const ownerAudience = (list: { email: string }) => ({ emails: [list.email] });

/** Announces a change to the owner's browsers (and staff); never to anyone else. */
async function announce(ctx: AppContext, listId: string): Promise<ListRow> {
  const list = await repo.findList(ctx.db, listId);
  if (!list) throw listNotFound();
  ctx.realtime.save('list', await fullList(ctx, list, null), ownerAudience(list));
  return list;
}

function plainName(name: string): string {
  const text = toPlainText(name).slice(0, LIST_NAME_MAX);
  if (!text) throw fieldError('name', 'Please enter a title');
  return text;
}

/** GET /api/lists/{id} (public): a shared list with its items. */
export async function getList(ctx: AppContext, viewer: AuthUser | null, id: string) {
  return fullList(ctx, await loadList(ctx, id), viewer);
}

async function listsWithItems(ctx: AppContext, viewer: AuthUser, email: string) {
  if (!mayReadListsOf(viewer, email)) throw forbidden();
  const rows = await repo.listsByEmail(ctx.db, email.toLowerCase());
  const items = await repo.itemsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((list) => ({ list, items: items.filter((it) => it.item.listId === list.id) }));
}

/** GET /api/lists/email/{email}: own lists, or anyone's for admins and editors. */
export async function listSummaries(
  ctx: AppContext,
  viewer: AuthUser,
  email: string,
): Promise<ListSummary[]> {
  const found = await listsWithItems(ctx, viewer, email);
  return found.map(({ list, items }) => presentSummary(list, items, viewer));
}

/** GET /api/lists/email/{email}/full: the same lists with their items. */
export async function fullLists(ctx: AppContext, viewer: AuthUser, email: string): Promise<List[]> {
  const found = await listsWithItems(ctx, viewer, email);
  return found.map(({ list, items }) => presentList(list, items, viewer));
}

export async function createList(ctx: AppContext, user: AuthUser, name: string): Promise<List> {
  const list = await repo.insertList(ctx.db, { name: plainName(name), email: user.email });
  const dto = await fullList(ctx, list, user);
  ctx.realtime.save('list', await fullList(ctx, list, null), ownerAudience(list));
  return dto;
}

async function applyOperation(ctx: AppContext, tx: Tx, list: ListRow, op: ListOperation) {
  const items = await repo.itemRows(tx, list.id);
  const item = (itemId: string) => {
    const found = items.find((it) => it.id === itemId);
    if (!found) throw notFound('This experience is not in the list');
    return found;
  };
  switch (op.op) {
    case 'rename':
      return repo.updateList(tx, list.id, { name: plainName(op.name) });
    case 'add': {
      const product = await repo.findProduct(tx, op.productId);
      if (!product || !product.active) throw notFound('Experience not found');
      let experienceSku = '';
      if (op.index >= 0) {
        const listed = await repo.listedVariants(tx, product.id);
        const variant = listed[op.index];
        if (!variant) throw fieldError('index', 'No such option');
        experienceSku = variant.experienceSku;
      }
      if (items.some((it) => it.productId === product.id && it.variant === op.index))
        throw new AppError('CONFLICT', `This experience is already in ${list.name}`);
      if (items.length >= LIST_ITEMS_MAX)
        throw badRequest(`A list holds at most ${LIST_ITEMS_MAX} experiences`);
      await repo.insertItem(tx, {
        listId: list.id,
        productId: product.id,
        variant: op.index,
        experienceSku,
      });
      return repo.updateList(tx, list.id, {});
    }
    case 'remove':
      await repo.deleteItem(tx, list.id, item(op.itemId).id);
      return repo.updateList(tx, list.id, {});
    case 'order': {
      const current = new Set(items.map((it) => it.id));
      const wanted = new Set(op.itemIds);
      if (
        op.itemIds.length !== items.length ||
        wanted.size !== current.size ||
        [...wanted].some((id) => !current.has(id))
      )
        throw fieldError('order', 'Send every item of the list exactly once');
      for (const [position, itemId] of op.itemIds.entries())
        await repo.updateItem(tx, list.id, itemId, { position });
      return repo.updateList(tx, list.id, {});
    }
    case 'flavor': {
      const flavorText = toPlainText(op.flavorText);
      if (!flavorText) throw fieldError('flavorText', 'Flavour text must not be empty');
      await repo.updateItem(tx, list.id, item(op.itemId).id, { flavorText });
      return repo.updateList(tx, list.id, {});
    }
    case 'notes':
      await repo.updateItem(tx, list.id, item(op.itemId).id, { notes: sanitizeRichText(op.notes) });
      return repo.updateList(tx, list.id, {});
  }
}

/** PUT /api/lists/{id}: one change, by the owner only. */
export async function updateList(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  op: ListOperation,
): Promise<List> {
  const existing = await loadList(ctx, id);
  if (!isOwner(user, existing)) throw forbidden();
  await ctx.db.transaction(async (tx) => {
    const list = await repo.lockList(tx, id);
    if (!list) throw listNotFound();
    await applyOperation(ctx, tx, list, op);
  });
  return fullList(ctx, await announce(ctx, id), user);
}

/** DELETE /api/lists/{id}: the owner or an admin. */
export async function deleteList(ctx: AppContext, user: AuthUser, id: string) {
  const list = await loadList(ctx, id);
  if (!mayDeleteList(user, list)) throw forbidden();
  assertNotDemo(ctx, TEXT.deleteNotAllowedInDemo);
  await repo.deleteList(ctx.db, id);
  ctx.realtime.remove('list', { _id: id }, ownerAudience(list));
}

async function cloneList(
  ctx: AppContext,
  viewer: AuthUser,
  source: ListRow,
  target: { name: string; email: string },
): Promise<List> {
  const created = await ctx.db.transaction(async (tx) => {
    const copy = await repo.insertList(tx, target);
    await repo.copyItems(tx, await repo.itemRows(tx, source.id), copy.id);
    return copy;
  });
  return fullList(ctx, await announce(ctx, created.id), viewer);
}

/** POST /api/lists/{id}/duplicate (admins and editors): a copy for the same owner. */
export async function duplicateList(ctx: AppContext, user: AuthUser, id: string) {
  if (!isStaff(user.role)) throw forbidden();
  const list = await loadList(ctx, id);
  const suffix = ' (copy)';
  const name = `${list.name.slice(0, LIST_NAME_MAX - suffix.length)}${suffix}`;
  return cloneList(ctx, user, list, { name, email: list.email });
}

/** POST /api/lists/{id}/copy: anyone signed in saves a copy of a list into their own lists. */
export async function copyList(ctx: AppContext, user: AuthUser, id: string) {
  const list = await loadList(ctx, id);
  return cloneList(ctx, user, list, { name: list.name, email: user.email });
}

/**
 * GET /api/lists/{id}/itinerary.ics (public): the list as an iCalendar file, a day per item.
 * Each event links to its product page under the market's URL segment (`urlSegment`: its slug,
 * else its code in lower case), the page's canonical address.
 */
export async function itineraryOf(
  ctx: AppContext,
  urlSegment: (marketCode: string) => Promise<string>,
  id: string,
  start?: string,
) {
  const list = await loadList(ctx, id);
  const items = await repo.itemsOf(ctx.db, [list.id]);
  const base = ctx.config.publicUrl;
  const host = new URL(base).hostname;
  const today = new Date().toISOString().slice(0, 10);
  const ics = buildItinerary({
    name: list.name,
    brand: ctx.config.BRAND_NAME,
    start: new Date(`${start ?? today}T00:00:00Z`),
    now: new Date(),
    events: await Promise.all(
      items.map(async ({ item, product, variant }) => {
        const a = product.address;
        const segment = await urlSegment(product.market);
        const path = `/${encodeURIComponent(segment)}/${encodeURIComponent(product.slug)}`;
        return {
          uid: `${item.id}@${host}`,
          summary: variant ? `${product.name}: ${variant.name}` : product.name,
          location: [
            a.street,
            a.city,
            [a.region, a.postalCode].filter(Boolean).join(' '),
            a.country,
          ]
            .filter(Boolean)
            .join(', '),
          description: richTextToPlain(item.notes),
          url: `${base}${path}${variant ? `/${encodeURIComponent(variant.slug)}` : ''}`,
        };
      }),
    ),
  });
  return {
    ics,
    filename: `${
      toPlainText(list.name)
        .replace(/[^\w -]+/g, '')
        .trim() || 'itinerary'
    }.ics`,
  };
}
