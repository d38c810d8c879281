import type { Compilable, CompiledQuery, Kysely, QueryResult, RootOperationNode } from 'kysely';
import type { Database } from './schema';

/** Where each compiled parameter comes from: an argument (its index) or a constant of the query. */
type Slot = { arg: number } | { value: unknown };

interface Template {
  sql: string;
  query: RootOperationNode;
  slots: Slot[];
}

/** A stand-in for argument `i` while the query is built: a string no caller sends. */
const marker = (i: number) => `\u0000gatehouse-arg-${i}\u0000`;

/**
 * A query built and compiled once per database dialect, then run with new values. Building and
 * compiling a Kysely query costs more CPU than SQLite takes to answer a point lookup, and the hot
 * paths (every authenticated call, refresh and sign-in) run the same few shapes thousands of times
 * a second.
 *
 * `build` is called once with stand-ins for its arguments, so it must use each argument only as a
 * value of the query (`where('id', '=', id)`), never in JavaScript logic (`$if(x)`, `${x}%`, a
 * list of variable length): a template that does not receive every argument as one whole
 * parameter is refused when first compiled.
 */
export function prepared<A extends unknown[], O>(build: (db: Kysely<Database>, ...args: A) => Compilable<O>) {
  // Keyed by the dialect's adapter: a transaction shares its database's adapter, and every
  // database opened (tests open many) gets its own SQL.
  const templates = new WeakMap<object, Template>();

  const templateFor = (db: Kysely<Database>): Template => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (template) return template;
    const arity = build.length - 1;
    const compiled = build(db, ...(Array.from({ length: arity }, (_, i) => marker(i)) as A)).compile();
    const seen = new Set<number>();
    const slots = compiled.parameters.map((value): Slot => {
      for (let i = 0; i < arity; i++) {
        if (value === marker(i)) {
          seen.add(i);
          return { arg: i };
        }
        if (typeof value === 'string' && value.includes(marker(i)))
          throw new Error(`prepared query: argument ${i} is used inside a value, not as one (${compiled.sql})`);
      }
      return { value };
    });
    if (seen.size !== arity) throw new Error(`prepared query: an argument is not a parameter of the query (${compiled.sql})`);
    template = { sql: compiled.sql, query: compiled.query, slots };
    templates.set(adapter, template);
    return template;
  };

  const run = (db: Kysely<Database>, args: A): Promise<QueryResult<O>> => {
    const t = templateFor(db);
    const compiled: CompiledQuery<O> = {
      sql: t.sql,
      query: t.query,
      queryId: undefined as never,
      parameters: t.slots.map((s) => ('arg' in s ? args[s.arg] : s.value)),
    };
    return db.executeQuery(compiled);
  };

  return {
    /** Every row. */
    all: async (db: Kysely<Database>, ...args: A): Promise<O[]> => (await run(db, args)).rows,
    /** The first row, if any. */
    first: async (db: Kysely<Database>, ...args: A): Promise<O | undefined> => (await run(db, args)).rows[0],
    /** Rows an INSERT, UPDATE or DELETE touched. */
    affected: async (db: Kysely<Database>, ...args: A): Promise<number> => Number((await run(db, args)).numAffectedRows ?? 0),
  };
}
