import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asAdmin, createPostgresTestDatabase } from '../../test/test-db.ts';
import { PipelinedPool } from './pipelined-pool.ts';

/** A prepared (named) statement: only those go on the lanes. */
const kept = (text: string) => ({
  name: `kept_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`,
  text,
});

// Lanes exist on PostgreSQL only (PGlite has one connection and no sockets): this file runs in
// the PostgreSQL pass of `npm test`.
describe.runIf(process.env.DATABASE_URL)(
  'single statements on pipelined lanes (PostgreSQL)',
  () => {
    let fresh: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
    let pool: PipelinedPool;

    beforeAll(async () => {
      fresh = await createPostgresTestDatabase();
      pool = new PipelinedPool({ connectionString: fresh.url, max: 4, lanes: 2, stuckMs: 20 });
      pool.on('error', () => {});
      await pool.query('create table lane_probe (id int primary key, note text)');
    });
    afterAll(async () => {
      await pool.end();
      await fresh.drop();
    });

    const pidsOf = (query: string) =>
      asAdmin((c) =>
        c
          .query<{ pid: number }>(
            'select pid from pg_stat_activity where datname = $1 and query = $2',
            [new URL(fresh.url).pathname.slice(1), query],
          )
          .then((r) => r.rows.map((x) => x.pid)),
      );

    it('answers each of 600 parallel statements with its own rows, named statements included', async () => {
      const db = drizzle(pool);
      const asked = Array.from({ length: 600 }, (_, i) => i);
      const answers = await Promise.all(
        asked.map((i) =>
          i % 3 === 0
            ? pool
                .query({ name: 'lane-echo', text: 'select $1::int as n' }, [i])
                .then((r) => r.rows[0].n)
            : i % 3 === 1
              ? pool.query('select $1::int + 0 as n', [i]).then((r) => r.rows[0].n)
              : db.execute(sql`select ${i}::int as n`).then((r) => r.rows[0].n),
        ),
      );
      expect(answers).toEqual(asked);
    });

    it('answers a prepared statement again without describing it, each row parsed by its column', async () => {
      const probe = pgTable('shape_probe', {
        id: integer('id').primaryKey(),
        note: text('note'),
        at: timestamp('at', { withTimezone: true, mode: 'date' }),
      });
      await pool.query(
        `create table shape_probe (id int primary key, note text, at timestamptz);
         insert into shape_probe select i, 'note ' || i, timestamptz '2026-01-01Z' + i * interval '1 day'
         from generate_series(1, 50) i`,
      );
      const db = drizzle(pool);
      const byId = db
        .select()
        .from(probe)
        .where(eq(probe.id, sql.placeholder('id')))
        .prepare('shape_probe_by_id');
      const expected = (i: number) => ({
        id: (i % 50) + 1,
        note: `note ${(i % 50) + 1}`,
        at: new Date(Date.UTC(2026, 0, 2 + (i % 50))),
      });
      // In parallel, on lanes that know its shape and on pooled connections that describe it.
      for (let round = 0; round < 3; round++) {
        const rows = await Promise.all(
          Array.from({ length: 200 }, (_, i) => byId.execute({ id: (i % 50) + 1 })),
        );
        expect(rows.map(([r]) => r)).toEqual(Array.from({ length: 200 }, (_, i) => expected(i)));
      }
      // One at a time, each on an idle lane that has it prepared: never described again.
      const describes = vi.spyOn(pg.Connection.prototype, 'describe');
      try {
        for (let i = 0; i < 50; i++)
          expect(await byId.execute({ id: i + 1 })).toEqual([expected(i)]);
        expect(describes).not.toHaveBeenCalled();
        const none = await byId.execute({ id: 999 });
        expect(none).toEqual([]);
      } finally {
        describes.mockRestore();
      }
    });

    it('never parses a statement by the shape its table had: it fails, or answers the new shape', async () => {
      await pool.query('create table reshaped (id int primary key, n int)');
      await pool.query('insert into reshaped values (1, 7)');
      const own = new PipelinedPool({ connectionString: fresh.url, max: 4, lanes: 2 });
      const all = { name: 'reshaped_all', text: 'select * from reshaped' };
      try {
        // One at a time: prepared on one lane only (the first idle one) before the change.
        for (let i = 0; i < 4; i++) expect((await own.query(all)).rows).toEqual([{ id: 1, n: 7 }]);
        await pool.query('alter table reshaped alter column n type text');
        // The lane that prepared it refuses it; a lane that prepares it now answers the text.
        const after = await Promise.allSettled(Array.from({ length: 10 }, () => own.query(all)));
        for (const r of after) {
          if (r.status === 'rejected') {
            expect(r.reason.message).toMatch(/must not change result type/);
          } else expect(r.value.rows).toEqual([{ id: 1, n: '7' }]);
        }
        expect(after.some((r) => r.status === 'fulfilled')).toBe(true);
      } finally {
        await own.end();
      }
    });

    it('fails a statement whose value cannot be sent alone, and runs it again afterwards', async () => {
      const echo = { name: 'lane_text_echo', text: 'select $1::text as t' };
      for (let i = 0; i < 4; i++) await pool.query(echo, [`v${i}`]);
      const unsendable = {
        toPostgres: () => {
          throw new Error('this value cannot be sent');
        },
      };
      const results = await Promise.allSettled([
        pool.query(kept('select 1 as n')),
        pool.query(echo, [unsendable]),
        pool.query(kept('select 3 as n')),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason.message).toBe(
        'this value cannot be sent',
      );
      // On a lane, the statement answers again afterwards (node-postgres alone would keep
      // binding the statement it closed: 'prepared statement ... does not exist').
      const one = new PipelinedPool({ connectionString: fresh.url, max: 2, lanes: 1 });
      const lone = { name: 'lone_text_echo', text: 'select $1::text as t' };
      try {
        const answers: unknown[] = [];
        for (const v of ['a', 'b', unsendable, 'c', 'd']) {
          answers.push(
            await one.query(lone, [v]).then(
              (r) => r.rows[0].t,
              (e: Error) => e.message,
            ),
          );
        }
        expect(answers).toEqual(['a', 'b', 'this value cannot be sent', 'c', 'd']);
      } finally {
        await one.end();
      }
    });

    it('runs a prepared statement again in a transaction after a value that cannot be sent', async () => {
      const unsendable = {
        toPostgres: () => {
          throw new Error('this value cannot be sent');
        },
      };
      // pool.query discards a connection whose statement failed; a transaction's connection
      // stays checked out, so the statement must run there again.
      const plain = new PipelinedPool({ connectionString: fresh.url, max: 1, lanes: 0 });
      const echo = { name: 'pooled_text_echo', text: 'select $1::text as t' };
      const client = await plain.connect();
      const answer = (v: unknown) =>
        client.query(echo, [v]).then(
          (r) => r.rows[0].t as string,
          (e: Error) => e.message,
        );
      try {
        await client.query('begin');
        const answers = [await answer('a')];
        await client.query('savepoint before_value');
        answers.push(await answer(unsendable));
        await client.query('rollback to savepoint before_value');
        answers.push(await answer('b'), await answer('c'));
        await client.query('commit');
        expect(answers).toEqual(['a', 'this value cannot be sent', 'b', 'c']);
      } finally {
        client.release();
        await plain.end();
      }
    });

    it('sends statements that are not prepared to the pool, as before', async () => {
      const fresh2 = new PipelinedPool({ connectionString: fresh.url, max: 2, lanes: 2 });
      try {
        await fresh2.query(kept('select 1'));
        expect(fresh2.totalCount).toBe(0);
        await fresh2.query('select 1');
        expect(fresh2.totalCount).toBe(1);
      } finally {
        await fresh2.end();
      }
    });

    it('runs prepared statements with laneOptions, on a lane or not, and the others without', async () => {
      const tuned = new PipelinedPool({
        connectionString: fresh.url,
        max: 4,
        lanes: 1,
        maxDepth: 1,
        laneOptions: '-c plan_cache_mode=force_generic_plan',
      });
      const mode = "select current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid";
      try {
        // One lane taking one statement at a time: most of the twenty go to other connections.
        const prepared = await Promise.all(
          Array.from({ length: 20 }, () => tuned.query(kept(mode))),
        );
        expect(new Set(prepared.map((r) => r.rows[0].pid)).size).toBeGreaterThan(1);
        expect(new Set(prepared.map((r) => r.rows[0].mode))).toEqual(
          new Set(['force_generic_plan']),
        );
        const plain = await tuned.query(mode);
        expect(plain.rows[0].mode).toBe('auto');
      } finally {
        await tuned.end();
      }
    });

    it('fails a bad statement alone: the ones sent beside it still answer', async () => {
      const results = await Promise.allSettled([
        pool.query(kept('select 1 as n')),
        pool.query(kept('select * from no_such_table')),
        pool.query(kept('select 3 as n')),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect((results[1] as PromiseRejectedResult).reason.message).toMatch(/no_such_table/);
      expect((results[2] as PromiseFulfilledResult<{ rows: { n: number }[] }>).value.rows).toEqual([
        { n: 3 },
      ]);
    });

    it('keeps transactions on their own connection: their writes show only once committed', async () => {
      const client = await pool.connect();
      await client.query('begin');
      await client.query(`insert into lane_probe values (1, 'pending')`);
      const during = await pool.query(kept('select count(*)::int as n from lane_probe'));
      await client.query('commit');
      client.release();
      const after = await pool.query(kept('select count(*)::int as n from lane_probe'));
      expect([during.rows[0].n, after.rows[0].n]).toEqual([0, 1]);
    });

    it('sends no statement behind one that has run past stuckMs: it takes a pooled connection', async () => {
      const sleep = 'select pg_sleep(0.6) as slept';
      const order: string[] = [];
      const slow = [pool.query(kept(sleep)), pool.query(kept(sleep))].map((p) =>
        p.then(() => order.push('slow')),
      );
      // Both lanes are busy with a sleep once the server shows both sleeping, past stuckMs.
      while ((await pidsOf(sleep)).length < 2) await new Promise((r) => setTimeout(r, 10));
      await new Promise((r) => setTimeout(r, 30));
      await pool.query(kept('select 1')).then(() => order.push('quick'));
      await Promise.all(slow);
      expect(order).toEqual(['quick', 'slow', 'slow']);
    });

    it('sends no statement behind a lane that has lately been slow: it would wait too long', async () => {
      const one = new PipelinedPool({
        connectionString: fresh.url,
        max: 2,
        lanes: 1,
        stuckMs: 10_000,
        maxWaitMs: 50,
      });
      try {
        // Two statements of 200 ms, one after the other, set the lane's pace.
        for (let i = 0; i < 2; i++) await one.query(kept('select pg_sleep(0.2)'));
        const order: string[] = [];
        const slow = one.query(kept('select pg_sleep(0.2)')).then(() => order.push('slow'));
        await one.query(kept('select 1')).then(() => order.push('quick'));
        await slow;
        expect(order).toEqual(['quick', 'slow']);
      } finally {
        await one.end();
      }
    });

    it('replaces a lane whose connection the server ended, and goes on answering', async () => {
      const probe = 'select pg_backend_pid() as pid, pg_sleep(0.2)';
      const inFlight = Promise.allSettled([pool.query(kept(probe)), pool.query(kept(probe))]);
      while ((await pidsOf(probe)).length < 2) await new Promise((r) => setTimeout(r, 10));
      const lanePids = await pidsOf(probe);
      await asAdmin((c) =>
        c.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [lanePids]),
      );
      // The statements in flight on the ended connections fail, as on any lost connection.
      expect((await inFlight).map((r) => r.status)).toEqual(['rejected', 'rejected']);
      const again = await Promise.all(
        [1, 2, 3, 4].map(() => pool.query(kept('select pg_backend_pid() as pid'))),
      );
      for (const r of again) expect(lanePids).not.toContain(r.rows[0].pid);
    });
  },
);
