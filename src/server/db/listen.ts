import type pg from "pg";
import type { PgliteThread } from "./pglite-host";

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

/** LISTEN's channel as an identifier, quoted. */
export function quotedChannel(channel: string): string {
  return `"${channel.replaceAll('"', '""')}"`;
}

type Subscriber = { onNotice: (payload: string) => void; onLost: (error: unknown) => void };
type Channel = { subscribers: Set<Subscriber>; listening: Promise<unknown> };

/**
 * The embedded database in its own thread (decision 0060): PGlite has one session, shared by
 * every connection, so LISTEN and UNLISTEN go through the pool like any statement, once per
 * channel; the thread reads the notifications out of the replies and hands them here. They stop
 * only when the thread fails, which ends the server.
 */
export function listenOnThread(
  run: (statement: string) => Promise<unknown>,
  thread: Pick<PgliteThread, "onNotice" | "onFailure">,
): Listen {
  const channels = new Map<string, Channel>();
  // A channel's LISTEN and UNLISTEN run in the order asked, whichever connections carry them.
  const lastStatement = new Map<string, Promise<unknown>>();
  const inTurn = (name: string, statement: string) => {
    const previous = lastStatement.get(name) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => run(statement));
    lastStatement.set(name, next);
    return next;
  };
  thread.onNotice((name, payload) => {
    for (const subscriber of channels.get(name)?.subscribers ?? []) subscriber.onNotice(payload);
  });
  thread.onFailure((error) => {
    const lost = [...channels.values()].flatMap((channel) => [...channel.subscribers]);
    channels.clear();
    for (const subscriber of lost) subscriber.onLost(error);
  });
  const leave = (name: string, channel: Channel, subscriber: Subscriber) => {
    if (!channel.subscribers.delete(subscriber) || channel.subscribers.size > 0) return false;
    if (channels.get(name) === channel) channels.delete(name);
    return true;
  };
  return async (name, onNotice, onLost) => {
    const subscriber: Subscriber = { onNotice, onLost };
    let channel = channels.get(name);
    if (!channel) {
      channel = {
        subscribers: new Set(),
        listening: inTurn(name, `LISTEN ${quotedChannel(name)}`),
      };
      channels.set(name, channel);
    }
    channel.subscribers.add(subscriber);
    try {
      await channel.listening;
    } catch (error) {
      leave(name, channel, subscriber);
      throw error;
    }
    const joined = channel;
    return {
      close: async () => {
        if (leave(name, joined, subscriber)) await inTurn(name, `UNLISTEN ${quotedChannel(name)}`);
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
      await client.query(`LISTEN ${quotedChannel(channel)}`);
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
