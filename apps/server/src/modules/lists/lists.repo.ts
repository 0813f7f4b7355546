import { and, asc, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { listItems, lists, products, variants } from '../../db/schema/index.ts';

type Conn = Db | Tx;
export type ListRow = typeof lists.$inferSelect;
export type ListItemRow = typeof listItems.$inferSelect;

export async function findList(db: Conn, id: string): Promise<ListRow | null> {
  const [row] = await db.select().from(lists).where(eq(lists.id, id));
  return row ?? null;
}

/** Locks the list for the rest of the transaction: changes to one list run one at a time. */
export async function lockList(tx: Tx, id: string): Promise<ListRow | null> {
  const [row] = await tx.select().from(lists).where(eq(lists.id, id)).for('update');
  return row ?? null;
}

export function listsByEmail(db: Conn, email: string): Promise<ListRow[]> {
  return db.select().from(lists).where(eq(lists.email, email)).orderBy(desc(lists.created));
}

export async function insertList(tx: Conn, values: { name: string; email: string }) {
  const [row] = await tx.insert(lists).values(values).returning();
  return row!;
}

export async function updateList(tx: Conn, id: string, values: Partial<ListRow>) {
  await tx
    .update(lists)
    .set({ ...values, updated: new Date() })
    .where(eq(lists.id, id));
}

export async function deleteList(tx: Conn, id: string) {
  await tx.delete(lists).where(eq(lists.id, id));
}

/** Items of the given lists in order, with their product and (when chosen) variant. */
export function itemsOf(db: Conn, listIds: string[]) {
  if (listIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      item: listItems,
      product: {
        id: products.id,
        sku: products.sku,
        name: products.name,
        slug: products.slug,
        market: products.market,
        city: products.city,
        featuredImage: products.featuredImage,
        lowestPriceCents: products.lowestPriceCents,
        computedRating: products.computedRating,
        reviewCount: products.reviewCount,
        active: products.active,
        address: products.address,
        lat: products.lat,
        lng: products.lng,
      },
      variant: {
        name: variants.name,
        slug: variants.slug,
        experienceSku: variants.experienceSku,
        priceCents: variants.priceCents,
        image: variants.image,
      },
    })
    .from(listItems)
    .innerJoin(products, eq(products.id, listItems.productId))
    .leftJoin(
      variants,
      and(
        eq(variants.experienceSku, listItems.experienceSku),
        sql`${listItems.experienceSku} <> ''`,
      ),
    )
    .where(inArray(listItems.listId, listIds))
    .orderBy(asc(listItems.listId), asc(listItems.position), asc(listItems.id));
}
export type ItemWithProduct = Awaited<ReturnType<typeof itemsOf>>[number];

export function itemRows(tx: Conn, listId: string): Promise<ListItemRow[]> {
  return tx
    .select()
    .from(listItems)
    .where(eq(listItems.listId, listId))
    .orderBy(asc(listItems.position), asc(listItems.id));
}

export async function insertItem(
  tx: Tx,
  values: Omit<typeof listItems.$inferInsert, 'position'>,
): Promise<void> {
  const [last] = await tx
    .select({ position: max(listItems.position) })
    .from(listItems)
    .where(eq(listItems.listId, values.listId));
  await tx.insert(listItems).values({ ...values, position: (last?.position ?? -1) + 1 });
}

export async function copyItems(tx: Tx, items: ListItemRow[], listId: string) {
  if (items.length === 0) return;
  await tx.insert(listItems).values(
    items.map((it, position) => ({
      listId,
      productId: it.productId,
      variant: it.variant,
      position,
      flavorText: it.flavorText,
      notes: it.notes,
      experienceSku: it.experienceSku,
    })),
  );
}

export async function deleteItem(tx: Tx, listId: string, itemId: string) {
  await tx.delete(listItems).where(and(eq(listItems.listId, listId), eq(listItems.id, itemId)));
}

export async function updateItem(
  tx: Tx,
  listId: string,
  itemId: string,
  values: Partial<Pick<ListItemRow, 'flavorText' | 'notes' | 'position'>>,
) {
  await tx
    .update(listItems)
    .set(values)
    .where(and(eq(listItems.listId, listId), eq(listItems.id, itemId)));
}

export type ProductForList = Pick<typeof products.$inferSelect, 'id' | 'active'>;

export async function findProduct(db: Conn, id: string): Promise<ProductForList | null> {
  const [row] = await db
    .select({ id: products.id, active: products.active })
    .from(products)
    .where(eq(products.id, id));
  return row ?? null;
}

/** The variants a visitor sees on the product page, in page order (the list's variant index). */
export function listedVariants(db: Conn, productId: string) {
  return db
    .select({ experienceSku: variants.experienceSku })
    .from(variants)
    .where(
      and(
        eq(variants.productId, productId),
        eq(variants.active, true),
        eq(variants.isPrivateSale, false),
      ),
    )
    .orderBy(asc(variants.position), asc(variants.id));
}
