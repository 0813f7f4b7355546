import pg from 'pg';

/**
 * What a prepared statement's answer looks like: its fields and the parsers node-postgres picked
 * for them, kept from its first row description.
 */
interface RowShape {
  fields: unknown[];
  parsers: unknown[] | undefined;
  emptyRow: unknown;
  /** The type parsers asked for (Drizzle passes its own): another set parses otherwise. */
  types: unknown;
  rowMode: unknown;
}

/** The parts of node-postgres' Query (lib/query.js, 8.x) this file reads or overrides. */
interface QueryInternals {
  name?: string;
  portal: string;
  values?: unknown[];
  binary?: boolean;
  rows?: number;
  types?: unknown;
  _rowMode?: unknown;
  _accumulateRows: boolean;
  _result: {
    fields: unknown[];
    _parsers: unknown[] | undefined;
    _prebuiltEmptyResultObject: unknown;
  };
  hasBeenParsed(connection: unknown): boolean;
  _getRows(connection: unknown, rows?: number): void;
  handleError(err: unknown, connection: unknown): void;
}
interface Connection {
  bind(msg: Record<string, unknown>): void;
  close(msg: { type: 'S'; name?: string }): void;
  sync(): void;
}
/**
 * Each connection's shapes, by statement name. Per connection, since a statement prepared on
 * one connection keeps the result type it had then: PostgreSQL refuses to run it once its
 * tables change that ("cached plan must not change result type"), while another connection
 * prepares it afresh with the new one.
 */
const shapesOf = new WeakMap<object, Map<string, RowShape>>();

const prepareValue = (pg as unknown as { utils?: { prepareValue?: unknown } }).utils?.prepareValue;

const BaseQuery = pg.Query as unknown as new (
  config: pg.QueryConfig,
  values: unknown[] | undefined,
) => object;

/**
 * node-postgres' Query for a prepared statement whose answer's shape is known: once a statement
 * has been described on a connection, it is bound and executed there without asking PostgreSQL
 * to describe it again (no Describe message, so no RowDescription back), and its rows are parsed
 * with the fields and parsers kept from the first time. node-postgres describes every execution
 * and builds the fields' parsers and an empty row from it each time; on the product page's
 * 40-column lookup that was 6% of the server's CPU under the bench's load (decision 028's
 * addendum). The rows, errors and ordering are node-postgres' own: only the Describe is skipped.
 */
export class KnownRowsQuery extends BaseQuery {
  /** The connection it was sent on: where its shape is kept. */
  #connection: object | null = null;

  constructor(config: pg.QueryConfig, values: unknown[] | undefined) {
    // No callback here: node-postgres would write it into `config`, which Drizzle reuses.
    super(config, values);
  }

  /** Runs the query on the client; answers as `client.query` does. */
  run(client: pg.Client): Promise<pg.QueryResult> {
    return new Promise((resolve, reject) => {
      (this as unknown as { callback: unknown }).callback = (
        err: Error | undefined,
        res: pg.QueryResult,
      ) => (err ? reject(err) : resolve(res));
      client.query(this as unknown as pg.QueryConfig);
    });
  }

  /** The statement's shape when this connection has it prepared and the parsers would match. */
  #known(connection: unknown): RowShape | undefined {
    const q = this as unknown as QueryInternals;
    const shape = q.name ? shapesOf.get(connection as object)?.get(q.name) : undefined;
    if (!shape || !prepareValue || shape.types !== q.types || shape.rowMode !== q._rowMode) {
      return undefined;
    }
    return q.hasBeenParsed(connection) ? shape : undefined;
  }

  prepare(connection: Connection): void {
    const q = this as unknown as QueryInternals;
    this.#connection = connection;
    const shape = this.#known(connection);
    if (!shape) {
      (BaseQuery.prototype as { prepare(c: Connection): void }).prepare.call(this, connection);
      return;
    }
    try {
      connection.bind({
        portal: q.portal,
        statement: q.name,
        values: q.values,
        binary: q.binary,
        valueMapper: prepareValue,
      });
    } catch (err) {
      // A value that cannot be sent: the statement is closed on the server, as node-postgres
      // does (the pool forgets a closed statement: pipelined-pool.ts), and its shape with it.
      connection.close({ type: 'S', name: q.name });
      connection.sync();
      shapesOf.get(connection)?.delete(q.name!);
      q.handleError(err, connection);
      return;
    }
    q._result.fields = shape.fields;
    q._result._parsers = shape.parsers;
    q._result._prebuiltEmptyResultObject = shape.emptyRow;
    q._accumulateRows = true;
    q._getRows(connection, q.rows);
  }

  handleRowDescription(msg: unknown): void {
    (BaseQuery.prototype as { handleRowDescription(m: unknown): void }).handleRowDescription.call(
      this,
      msg,
    );
    const q = this as unknown as QueryInternals;
    if (!q.name || !this.#connection) return;
    let shapes = shapesOf.get(this.#connection);
    if (!shapes) shapesOf.set(this.#connection, (shapes = new Map()));
    shapes.set(q.name, {
      fields: q._result.fields,
      parsers: q._result._parsers,
      emptyRow: q._result._prebuiltEmptyResultObject,
      types: q.types,
      rowMode: q._rowMode,
    });
  }
}
