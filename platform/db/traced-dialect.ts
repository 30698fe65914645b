/**
 * A span per SQL statement (issue 16 §2), below the request span that runs it. Kysely's dialect is wrapped
 * rather than each driver instrumented, so PGlite and pg give the same spans. A span carries the statement
 * text (shortened), never its parameters: values (a password hash, an e-mail address) travel apart from it.
 */
import { SpanKind, trace } from '@opentelemetry/api';
import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from 'kysely';
import { endingSpan, statementOf } from '../../rules/tracing';
import { tracing } from '../tracing';

/** `dialect` with its statements traced while tracing is on; openDatabase wraps only then. */
export function tracedDialect(dialect: Dialect): Dialect {
  return {
    createDriver: () => new TracedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

/** The statement's first word (SELECT, INSERT, BEGIN, …): the span's name, as OpenTelemetry's pg instrumentation names it. */
const operationOf = (sql: string) => /^\s*(?:\/\*.*?\*\/\s*)?([a-z]+)/is.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';

function traced(inner: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery) {
      const tracer = tracing.tracer;
      // Only inside a traced request while it runs: the background loops' statements (a jackpot tick a
      // second) would each start a trace of their own and bury the ones that answer a player, and an event
      // stream's reads, long after its request span ended, would grow that one trace for hours.
      if (!tracer || !trace.getActiveSpan()?.isRecording()) return inner.executeQuery<R>(query);
      const operation = operationOf(query.sql);
      const span = tracer.startSpan(operation, {
        kind: SpanKind.CLIENT,
        attributes: { 'db.system': 'postgresql', 'db.operation': operation, 'db.statement': statementOf(query.sql) },
      });
      // A failure is named by its SQLSTATE: PostgreSQL's messages quote values ("Key (email)=(…) already exists").
      return endingSpan(span, async () => {
        const result = await inner.executeQuery<R>(query);
        if (result.numAffectedRows !== undefined) span.setAttribute('db.rows_affected', Number(result.numAffectedRows));
        return result;
      });
    },
    streamQuery: (query, chunkSize) => inner.streamQuery(query, chunkSize),
  };
}

/**
 * Hands Kysely traced connections and the driver its own back: pg's driver releases a connection through
 * a private method of the object it made, so the wrapper never reaches it.
 */
class TracedDriver implements Driver {
  readonly #inner: Driver;
  readonly #wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>();
  readonly #originals = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(inner: Driver) {
    this.#inner = inner;
  }

  #original(connection: DatabaseConnection): DatabaseConnection {
    return this.#originals.get(connection) ?? connection;
  }

  init() {
    return this.#inner.init();
  }

  async acquireConnection() {
    const connection = await this.#inner.acquireConnection();
    let wrapper = this.#wrappers.get(connection);
    if (!wrapper) {
      wrapper = traced(connection);
      this.#wrappers.set(connection, wrapper);
      this.#originals.set(wrapper, connection);
    }
    return wrapper;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.#inner.beginTransaction(this.#original(connection), settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.#inner.commitTransaction(this.#original(connection));
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.#inner.rollbackTransaction(this.#original(connection));
  }

  savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    if (!this.#inner.savepoint) throw new Error('The `savepoint` method is not supported by this driver');
    return this.#inner.savepoint(this.#original(connection), name, compileQuery);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    if (!this.#inner.rollbackToSavepoint) throw new Error('The `rollbackToSavepoint` method is not supported by this driver');
    return this.#inner.rollbackToSavepoint(this.#original(connection), name, compileQuery);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    if (!this.#inner.releaseSavepoint) throw new Error('The `releaseSavepoint` method is not supported by this driver');
    return this.#inner.releaseSavepoint(this.#original(connection), name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.#inner.releaseConnection(this.#original(connection));
  }

  destroy() {
    return this.#inner.destroy();
  }
}
