import type pg from "pg";

/**
 * PGlite has one session, shared by every connection to its socket (decision 0060): a statement
 * prepared by name on one connection (the session read is) already exists for the next
 * connection that prepares it, which then fails. On PGlite every query goes unnamed: the `pg`
 * driver then parses it each time, which PGlite did anyway (a read costs the same).
 */
export function unnamedStatementsClient(pgModule: typeof pg): typeof pg.Client {
  return class UnnamedStatementsClient extends pgModule.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      const query = this.query.bind(this) as (...args: unknown[]) => unknown;
      this.query = ((config: unknown, ...rest: unknown[]) =>
        query(
          isNamedConfig(config) ? { ...config, name: undefined } : config,
          ...rest,
        )) as pg.Client["query"];
    }
  };
}

/** A plain query object with a statement name (not a cursor or stream, which submit themselves). */
function isNamedConfig(config: unknown): config is pg.QueryConfig {
  return (
    typeof config === "object" &&
    config !== null &&
    typeof (config as { name?: unknown }).name === "string" &&
    !("submit" in config)
  );
}
