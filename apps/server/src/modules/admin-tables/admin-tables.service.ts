import { TEXT, type AdminTableRow } from '@jaunt/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, fieldError, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { assertNotDemo } from '../../lib/demo-mode.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import * as repo from './admin-tables.repo.ts';
import type { Resource } from './resource.ts';

const actorOf = (u: AuthUser) => ({ id: u.id, email: u.email });

/** A unique-index race that slipped past the pre-check still answers 400, naming the field. */
function uniqueViolation(r: Resource, err: unknown): AppError | null {
  if (!isUniqueViolation(err)) return null;
  const u = r.unique?.[0];
  return u ? fieldError(u.field, u.message) : badRequest('That value is already in use');
}

async function guardUnique(
  tx: Tx,
  r: Resource,
  values: Record<string, unknown>,
  id: string | null,
) {
  const clash = await repo.findClash(tx, r, values, id);
  if (clash) throw fieldError(clash.field, clash.message);
}

/**
 * The generic staff tables: list, add, update, delete of one resource. Every write runs in one
 * transaction with its audit entry; public resources drop the public caches after commit.
 */
export function createAdminTables(ctx: AppContext) {
  const afterCommit = (r: Resource) => {
    if (r.isPublic) ctx.catalogChanges.notify();
  };
  const run = async <T>(r: Resource, work: (tx: Tx) => Promise<T>): Promise<T> => {
    try {
      return await ctx.db.transaction(work);
    } catch (err) {
      throw uniqueViolation(r, err) ?? err;
    }
  };

  return {
    async list(r: Resource, q: repo.ListOptions) {
      const { rows, total } = await repo.listRows(ctx.db, r, q);
      const items = await ctx.db.transaction(async (tx) =>
        Promise.all(rows.map((row) => r.present(row, tx))),
      );
      return { items, total };
    },

    async create(
      r: Resource,
      actor: AuthUser,
      body: Record<string, unknown>,
    ): Promise<AdminTableRow> {
      if (!r.create) throw new AppError('BAD_REQUEST', 'Rows cannot be added to this table.');
      const values = r.toValues(body);
      const dto = await run<AdminTableRow>(r, async (tx) => {
        await guardUnique(tx, r, values, null);
        await r.beforeWrite?.(tx, actor, { values, kind: 'create' });
        const row = await repo.insertRow(tx, r, values);
        const after = await r.present(row, tx);
        await recordAudit(tx, actorOf(actor), {
          entity: r.entity,
          entityId: row.id,
          action: 'create',
          after,
        });
        return after;
      });
      afterCommit(r);
      return dto;
    },

    async update(r: Resource, actor: AuthUser, id: string, body: Record<string, unknown>) {
      const values = r.toValues(body);
      if (!Object.keys(values).length)
        throw badRequest('Nothing to update', { _: 'Nothing to update' });
      const dto = await run<AdminTableRow>(r, async (tx) => {
        const before = await repo.findForUpdate(tx, r, id);
        if (!before) throw notFound('Row not found');
        await guardUnique(tx, r, values, id);
        await r.beforeWrite?.(tx, actor, { before, values, kind: 'update' });
        const row = await repo.updateRow(tx, r, id, values);
        const after = await r.present(row, tx);
        const action =
          Object.keys(values).length === 1 && typeof values.active === 'boolean'
            ? values.active
              ? 'activate'
              : 'deactivate'
            : 'update';
        await recordAudit(tx, actorOf(actor), {
          entity: r.entity,
          entityId: id,
          action,
          before: await r.present(before, tx),
          after,
        });
        return after;
      });
      afterCommit(r);
      return dto;
    },

    async remove(r: Resource, actor: AuthUser, id: string) {
      if (!r.canDelete)
        throw new AppError('BAD_REQUEST', 'Rows cannot be deleted from this table.');
      assertNotDemo(ctx, TEXT.deleteNotAllowedInDemo);
      await run<void>(r, async (tx) => {
        const before = await repo.findForUpdate(tx, r, id);
        if (!before) throw notFound('Row not found');
        await r.beforeWrite?.(tx, actor, { before, kind: 'delete' });
        const shown = await r.present(before, tx);
        await repo.deleteRow(tx, r, id);
        await recordAudit(tx, actorOf(actor), {
          entity: r.entity,
          entityId: id,
          action: 'delete',
          before: shown,
        });
      });
      afterCommit(r);
    },
  };
}
