import type { Writable } from 'node:stream';
import pg from 'pg';
import { KnownRowsQuery } from './known-rows-query.ts';

/** The pool's settings, and the lanes'. */
export interface PipelinedPoolConfig extends pg.PoolConfig {
  /** How many pipelined connections (0: plain pool). */
  lanes: number;
  /** A lane whose oldest statement has run this long takes no more (ms). */
  stuckMs?: number;
  /** The most statements in flight on one lane. */
  maxDepth?: number;
  /** The longest wait a statement may have on a lane, at its recent pace (ms). */
  maxWaitMs?: number;
  /**
   * Settings for prepared statements only, after `options` (`-c name=value ...`): the lanes'
   * connections have them, and so do the few pooled connections (a quarter of `max`) that take
   * the prepared statements no lane takes.
   */
  laneOptions?: string;
}

interface Lane {
  client: pg.Client;
  ready: Promise<void>;
  /** Start times of the statements in flight, oldest first (a lane answers in order). */
  started: number[];
  /** Recent time the lane took per statement (ms, a moving average). */
  serviceMs: number;
  /** When its last statement answered. */
  lastDone: number;
  broken: boolean;
  corked: boolean;
}

/**
 * A pool whose prepared statements outside a transaction (the hot reads the code keeps
 * prepared: product lookups, lists, counts, search, suggestions) share a few pipelined
 * connections, "lanes", instead of each taking a pooled connection for one round trip. Every
 * other statement (unnamed ones: staff analytics, admin tables, writes), transactions
 * (`connect()`) and COPY use the pool's own connections as before.
 *
 * Why: on PostgreSQL over a socket, a statement's cost on the server machine is mostly the
 * wake-ups: one socket write that wakes a backend, one that wakes Node, and the pool's
 * check-out and release around them. Statements sent on a lane in the same turn of the event
 * loop leave in one write, and the backend answers them one after another without sleeping
 * (node-postgres' pipeline mode, a Sync after each statement, so a failing statement fails
 * alone). See docs/decisions/028-pipelined-single-statements.md.
 *
 * A lane answers in order, so a slow statement holds up the ones behind it. A statement is
 * therefore sent on the lane where it would wait least (an idle one first; else the statements
 * ahead times the lane's recent time per statement), never where that wait exceeds `maxWaitMs`,
 * where the oldest statement has been in flight longer than `stuckMs`, or where `maxDepth` are
 * in flight; when no lane qualifies it takes a pooled connection of its own (with `laneOptions`,
 * one of a small pool kept for prepared statements: decision 034). Slow statements
 * (analytics) thus run one per lane and spread over the pool as before; quick ones pipeline.
 */
export class PipelinedPool extends pg.Pool {
  readonly #config: PipelinedPoolConfig;
  readonly #lanes: (Lane | null)[];
  readonly #stuckMs: number;
  readonly #maxDepth: number;
  readonly #maxWaitMs: number;
  /** Where a prepared statement goes when no lane takes it, when `laneOptions` are set. */
  readonly #overflow: pg.Pool | null;
  #ended = false;

  constructor(config: PipelinedPoolConfig) {
    super(config);
    this.#config = config;
    this.#lanes = Array.from({ length: config.lanes }, () => null);
    this.#stuckMs = config.stuckMs ?? 20;
    this.#maxDepth = config.maxDepth ?? 32;
    this.#maxWaitMs = config.maxWaitMs ?? 50;
    this.#overflow = config.laneOptions
      ? new pg.Pool({
          ...config,
          options: this.#laneOptions(),
          max: Math.max(1, Math.ceil((config.max ?? 10) / 4)),
        })
      : null;
    this.#overflow?.on('error', (err, client) => this.emit('error', err, client));
    this.on('connect', forgetClosedStatements);
    this.#overflow?.on('connect', forgetClosedStatements);
  }

  /** The lanes' settings: the pool's, then `laneOptions`. */
  #laneOptions() {
    return [this.#config.options, this.#config.laneOptions].filter(Boolean).join(' ') || undefined;
  }

  /**
   * node-postgres' `query`, all its forms. An unnamed statement, one with a callback, a
   * Submittable (COPY, cursors) or one asked while the pool closes goes the plain pool's way.
   */
  override query = ((...args: unknown[]) => {
    const [config, values] = args as [string | pg.QueryConfig, unknown[] | undefined];
    // Only prepared statements (a name: the hot reads the code keeps prepared) pipeline.
    const prepared = typeof config === 'object' && !!config.name;
    const plain =
      this.#ended ||
      !prepared ||
      args.some((a) => typeof a === 'function') ||
      typeof (config as { submit?: unknown }).submit === 'function';
    const lane = plain ? null : this.#pick();
    if (!lane && !plain && this.#overflow) {
      return (this.#overflow.query as (...a: unknown[]) => unknown)(...args);
    }
    if (!lane) return (super.query as (...a: unknown[]) => unknown)(...args);
    return this.#run(lane, config, values);
  }) as pg.Pool['query'];

  override async end(): Promise<void> {
    this.#ended = true;
    const lanes = this.#lanes.filter((l): l is Lane => l !== null);
    this.#lanes.fill(null);
    await Promise.all(lanes.map((l) => l.ready.then(() => l.client.end()).catch(() => {})));
    await this.#overflow?.end();
    await super.end();
  }

  #pick(): Lane | null {
    const now = performance.now();
    let best: Lane | null = null;
    let bestWait = Infinity;
    const queued = this.waitingCount + (this.#overflow?.waitingCount ?? 0) > 0;
    for (let i = 0; i < this.#lanes.length; i++) {
      let lane = this.#lanes[i];
      if (!lane || lane.broken) lane = this.#lanes[i] = this.#open();
      // While statements queue for a pooled connection, a lane that has lately been slow takes
      // none: a new statement would jump that queue, and the queued ones would wait ever longer.
      if (queued && lane.serviceMs > this.#maxWaitMs) continue;
      const depth = lane.started.length;
      if (depth === 0) return lane;
      // The wait a statement sent now would have: the ones ahead, at the lane's recent pace.
      const wait = depth * lane.serviceMs;
      if (depth >= this.#maxDepth || now - lane.started[0] > this.#stuckMs) continue;
      if (wait > this.#maxWaitMs) continue;
      if (wait < bestWait) [best, bestWait] = [lane, wait];
    }
    return best;
  }

  #open(): Lane {
    const client = new pg.Client({
      ...this.#config,
      options: this.#laneOptions(),
      pipeline: true,
    } as pg.ClientConfig);
    forgetClosedStatements(client);
    const lane: Lane = {
      client,
      ready: Promise.resolve(),
      started: [],
      // Assumed slow until measured: a new lane takes one statement at a time at first.
      serviceMs: this.#maxWaitMs,
      lastDone: 0,
      broken: false,
      corked: false,
    };
    const fail = (err?: Error) => {
      lane.broken = true;
      if (err) this.emit('error', err, client as unknown as pg.PoolClient);
    };
    client.on('error', fail);
    client.on('end', () => fail());
    lane.ready = client.connect().then(
      () => undefined,
      (err: Error) => {
        lane.broken = true;
        throw err;
      },
    );
    return lane;
  }

  async #run(lane: Lane, config: string | pg.QueryConfig, values?: unknown[]) {
    const start = performance.now();
    lane.started.push(start);
    try {
      await lane.ready;
      this.#corkUntilNextTurn(lane);
      // Described once per lane, then bound and executed only (known-rows-query.ts).
      return await new KnownRowsQuery(config as pg.QueryConfig, values).run(lane.client);
    } catch (err) {
      // The server ending the connection (a restart, a terminated backend) fails the statement
      // in flight with a FATAL error before the socket closes: no more statements go that way.
      if ((err as { severity?: string }).severity === 'FATAL') lane.broken = true;
      throw err;
    } finally {
      // Answers come back in order, so the oldest start is this statement's (or an earlier
      // one's that failed first, which leaves the same count). Its service began when it was
      // sent or when the statement ahead of it answered, whichever came later.
      lane.started.shift();
      const done = performance.now();
      lane.serviceMs += (done - Math.max(start, lane.lastDone) - lane.serviceMs) * 0.2;
      lane.lastDone = done;
    }
  }

  /** Statements sent in this turn of the event loop leave in one socket write. */
  #corkUntilNextTurn(lane: Lane) {
    if (lane.corked) return;
    const { stream } = (lane.client as unknown as { connection: { stream: Writable } }).connection;
    lane.corked = true;
    stream.cork();
    setImmediate(() => {
      lane.corked = false;
      stream.uncork();
    });
  }
}

/**
 * When a value of a prepared statement cannot be sent (its `toPostgres` or JSON throws),
 * node-postgres closes the statement on the server, yet keeps it as prepared on the connection:
 * every later execution of that statement there failed with "prepared statement ... does not
 * exist", for as long as the connection lived (pool.query discards a connection whose statement
 * failed, but a transaction's connection and a lane stay). A statement closed is forgotten here,
 * on every connection of the pool, so the next execution prepares it again.
 */
function forgetClosedStatements(client: pg.Client | pg.PoolClient) {
  const connection = (client as unknown as { connection: StatementsOfConnection }).connection;
  const close = connection.close.bind(connection);
  connection.close = (msg) => {
    if (msg.type === 'S' && msg.name) {
      delete connection.parsedStatements[msg.name];
      delete connection.submittedNamedStatements[msg.name];
    }
    close(msg);
  };
}

/** The parts of node-postgres' Connection (lib/connection.js, 8.x) that keep statements. */
interface StatementsOfConnection {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  close(msg: { type: 'S' | 'P'; name?: string }): void;
}
