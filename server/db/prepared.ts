import type { SQL } from "drizzle-orm";
import type { Db } from "./client.ts";

/** What drizzle's `.prepare(name)` answers: a query compiled once, run with the placeholders' values. */
type PreparedQuery<Result> = { execute(values?: Record<string, unknown>): Promise<Result> };

/** The parts of a drizzle handle (database or transaction) a prepared query is bound to. */
type Session = { readonly dialect: object; readonly client: unknown };

/**
 * A query of a hot path built and compiled once per database, then run on any handle of it — the pool or a
 * transaction — so the per-call cost is the values only; on PostgreSQL it is a named statement, parsed and planned
 * once per connection. `build` writes what changes per call as `sql.placeholder("…")`, lists as one array
 * (`= any(${sql.placeholder("ids")})`), so the text never changes; the name must be unique in the app.
 */
export function prepared<Result>(
  name: string,
  build: (db: Db) => { prepare(name: string): PreparedQuery<Result> },
): (db: Db, values: Record<string, unknown>) => Promise<Result> {
  // One compiled query per database: a transaction shares its database's dialect object.
  const compiled = new WeakMap<object, PreparedQuery<Result>>();
  return (db, values) => {
    const session = (db as unknown as { session: Session }).session;
    let template = compiled.get(session.dialect);
    if (!template) {
      template = build(db).prepare(name);
      compiled.set(session.dialect, template);
    }
    // drizzle's prepared queries read their connection from `this.client`: the same compiled query, run on this
    // handle's connection (inside its transaction when it is one).
    const bound: PreparedQuery<Result> = Object.create(template, { client: { value: session.client } });
    return bound.execute(values);
  };
}

type Compiler = { sqlToQuery(statement: SQL): { sql: string; params: unknown[] } };
type StatementSession = Session & {
  readonly dialect: Compiler;
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string | undefined,
    arrayMode: boolean,
  ): PreparedQuery<unknown>;
};

/**
 * Runs statements whose text comes in a few shapes (the values all bound) as named statements, one name per
 * distinct text: on PostgreSQL each shape is parsed and planned once per connection instead of at every call.
 * Past `shapes` distinct texts the rest run unnamed, so a text that is never the same twice cannot grow the map.
 */
export function namedStatements(prefix: string, shapes = 32) {
  const names = new Map<string, string>();
  return async <Row>(db: Db, statement: SQL): Promise<{ rows: Row[] }> => {
    const session = (db as unknown as { session: StatementSession }).session;
    const query = session.dialect.sqlToQuery(statement);
    let name = names.get(query.sql);
    if (name === undefined && names.size < shapes) {
      name = `${prefix}_${names.size + 1}`;
      names.set(query.sql, name);
    }
    return (await session.prepareQuery(query, undefined, name, false).execute()) as { rows: Row[] };
  };
}
