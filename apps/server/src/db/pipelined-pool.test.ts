import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
