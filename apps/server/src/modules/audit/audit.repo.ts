import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditChange {
  /** What kind of record: 'product', 'variant', 'business', 'order', 'review', 'featured', ... */
  entity: string;
  entityId: string;
  /** 'create', 'update', 'delete', 'activate', 'deactivate', 'refund', 'status', ... */
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a staff change. Pass the transaction that makes the change, so the entry exists
 * exactly when the change does.
 */
export async function recordAudit(db: Db | Tx, actor: AuditActor | null, change: AuditChange) {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? '',
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** Audit entries, newest first, optionally of one entity or one record. */
export async function listAudit(
  db: Db,
  q: { entity?: string; entityId?: string; limit: number; skip: number },
) {
  const filters: SQL[] = [];
  if (q.entity) filters.push(eq(auditLog.entity, q.entity));
  if (q.entityId) filters.push(eq(auditLog.entityId, q.entityId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.created), desc(auditLog.id))
      .limit(q.limit)
      .offset(q.skip),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}
