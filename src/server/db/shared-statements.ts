import { createHash } from "node:crypto";
import type pg from "pg";

/**
 * The `pg` client of the embedded database (decision 0060, its amendment on statements). PGlite
 * has one session under every connection to its socket, and parsing and planning a statement was
 * most of what a short read cost its one thread. So every statement with parameters is prepared
 * once for the session, under a name made from its text, and every connection reuses it: the
 * driver's record of what the session has parsed is shared by all the pool's connections. The
 * first use of a name is made alone (the others wait for it), so no connection binds a statement
 * another has not finished preparing, nor prepares it twice.
 */

/** Past this many names (texts made of varying lists), statements go unnamed as before. */
const MAX_NAMED = 2000;
/** A longer text is a bulk write, run rarely: not worth a plan kept for the session. */
const MAX_NAMED_TEXT = 16 * 1024;

type QueryConfig = pg.QueryConfig & { submit?: unknown };
type Query = (config: unknown, ...rest: unknown[]) => unknown;
type Callback = (error: unknown, result?: unknown) => void;

/** A plain query object: not a cursor or stream, which submit themselves. */
function plainQuery(config: unknown): config is QueryConfig {
  return (
    typeof config === "object" &&
    config !== null &&
    typeof (config as QueryConfig).text === "string" &&
    !("submit" in config)
  );
}

/** The statement's name: its own, or one made from a text with parameters. */
function nameOf(config: QueryConfig, known: Record<string, string>): string | undefined {
  if (config.name) return config.name;
  if (!config.values?.length || config.text.length > MAX_NAMED_TEXT) return undefined;
  const name = `s_${createHash("sha256").update(config.text).digest("hex").slice(0, 32)}`;
  return known[name] !== undefined || Object.keys(known).length < MAX_NAMED ? name : undefined;
}

/** A client class for one embedded database: its connections share what the session parsed. */
export function sharedStatementsClient(pgModule: typeof pg): typeof pg.Client {
  const parsed: Record<string, string> = {};
  const firstUses = new Map<string, Promise<unknown>>();
  return class SharedStatementsClient extends pgModule.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const driver = this as unknown as {
        connection: { parsedStatements: Record<string, string> };
      };
      driver.connection.parsedStatements = parsed;
      const query = this.query.bind(this) as Query;
      const shared = (config: QueryConfig, name: string): Promise<unknown> => {
        if (parsed[name] !== undefined) return query({ ...config, name }) as Promise<unknown>;
        const first = firstUses.get(name);
        // Asked again once the first use is over: prepared by then, or this one is the first.
        const again = () => shared(config, name);
        if (first) return first.then(again, again);
        const use = query({ ...config, name }) as Promise<unknown>;
        const done = () => void firstUses.delete(name);
        firstUses.set(name, use);
        use.then(done, done);
        return use;
      };
      this.query = ((config: unknown, ...rest: unknown[]) => {
        if (!plainQuery(config)) return query(config, ...rest);
        // The values come in the config or after it (drizzle's way).
        const values = Array.isArray(rest[0]) ? (rest[0] as unknown[]) : config.values;
        const whole = { ...config, values };
        const name = nameOf(whole, parsed);
        if (name === undefined) return query(config, ...rest);
        const answer = shared(whole, name);
        // The pool asks with a callback.
        const callback = rest.find(
          (argument): argument is Callback => typeof argument === "function",
        );
        if (!callback) return answer;
        answer.then(
          (result) => callback(null, result),
          (error: unknown) => callback(error),
        );
      }) as pg.Client["query"];
    }
  };
}
