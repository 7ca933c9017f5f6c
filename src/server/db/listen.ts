import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";

/**
 * LISTEN on the database (decision 0029, amendment of 2026-11-24): the personal answers kept in
 * memory are dropped by the database's own notices, so whoever listens must know when notices
 * may have been missed. `onLost` is called at most once, when the listening connection failed or
 * ended for any reason other than `close()`; after it, nothing more is delivered.
 */
export type NoticeListener = { close: () => Promise<void> };

export type Listen = (
  channel: string,
  onNotice: (payload: string) => void,
  onLost: (error: unknown) => void,
) => Promise<NoticeListener>;

/** PGlite runs in this process: its notices come with the results of the query that committed. */
export function listenOnPglite(client: PGlite): Listen {
  // Nothing can cut an in-process listener off but closing the database, which ends the server.
  return async (channel, onNotice) => {
    const unlisten = await client.listen(channel, onNotice);
    let open = true;
    return {
      close: async () => {
        if (!open) return;
        open = false;
        if (!client.closed) await unlisten();
      },
    };
  };
}

export const LISTENER_NAME = "parhai-personal-listener";

/** How often the listening connection proves it is alive (a silent network loses notices). */
const HEARTBEAT_MS = 5000;

/** PostgreSQL: a connection of its own, outside the pool, that only listens. */
export function listenOnPostgres(pgModule: typeof pg, url: string): Listen {
  return async (channel, onNotice, onLost) => {
    const client = new pgModule.Client({
      connectionString: url,
      // Named, so an operator (and a test) can tell it in pg_stat_activity.
      application_name: LISTENER_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 3000,
      query_timeout: 3000,
    });
    let open = true;
    const timer: { heartbeat?: NodeJS.Timeout } = {};
    const stop = () => {
      open = false;
      clearInterval(timer.heartbeat);
      client.end().catch(() => undefined);
    };
    const lose = (error: unknown) => {
      if (!open) return;
      stop();
      onLost(error);
    };
    client.on("notification", (message) => {
      if (open && message.channel === channel) onNotice(message.payload ?? "");
    });
    client.on("error", lose);
    client.on("end", () => lose(new Error("listening connection ended")));
    await client.connect();
    try {
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      open = false;
      await client.end().catch(() => undefined);
      throw error;
    }
    timer.heartbeat = setInterval(() => {
      client.query("SELECT 1").catch(lose);
    }, HEARTBEAT_MS);
    timer.heartbeat.unref();
    return {
      close: () => {
        if (open) stop();
        return Promise.resolve();
      },
    };
  };
}
