// No `import "server-only"`: Better Auth's configuration (auth.ts), which the CLI loads, uses it.
import { remember } from "@/lib/remember.mjs";
import type { Database, DatabaseHandle } from "@/server/db/client";
import type { NoticeListener } from "@/server/db/listen";
import { log } from "@/server/log";

/**
 * The answers of GET /api/me kept in this process's memory, dropped by the database's own notices
 * (decision 0029, amendment of 2026-11-24). Every write to what an answer reads (the session, the
 * account, progress, ratings, content) notifies `parhai_personal` on commit (drizzle/0007), on
 * every server sharing the database; a notice drops every answer of that student ('*': all).
 *
 * Fail safe: answers are kept and served only while the LISTEN is known to be up. When it is lost,
 * everything is dropped and nothing is kept until it is back. A read that began before a drop of
 * its student (or before everything was dropped) is never kept: it may predate the change.
 */

export const PERSONAL_CHANNEL = "parhai_personal";
const MAX_ENTRIES = 20_000;
/** Belt and braces: no answer older than this, whatever the notices say. */
export const MAX_AGE_MS = 60_000;
const MAX_DROP_MARKS = 10_000;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 10_000;

type Entry = { body: string; userId: string; freshUntil: number };

export type CacheStats = {
  hits: number;
  misses: number;
  stored: number;
  notices: number;
  entries: number;
  live: boolean;
};

export class PersonalCache {
  #entries = new Map<string, Entry>();
  #byUser = new Map<string, Set<string>>();
  #byToken = new Map<string, Set<string>>();
  // Drop counter: a read records it when it starts and is kept only if its student was not
  // dropped (and nothing was cleared) since.
  #seq = 0;
  #droppedAt = new Map<string, number>();
  #clearedAt = 0;
  #live = false;
  #closed = false;
  #listener: NoticeListener | undefined;
  #retryMs = RETRY_MIN_MS;
  #retry: NodeJS.Timeout | undefined;
  #waiters: { payload: string; resolve: () => void }[] = [];
  readonly stats: CacheStats = {
    hits: 0,
    misses: 0,
    stored: 0,
    notices: 0,
    entries: 0,
    live: false,
  };

  constructor(private readonly listen: DatabaseHandle["listen"]) {}

  /** Starts listening (and keeps trying); resolves once the first attempt is settled. */
  async start(): Promise<void> {
    if (this.#closed || this.#listener) return;
    try {
      const listener = await this.listen(
        PERSONAL_CHANNEL,
        (payload) => this.#notice(payload),
        (error) => this.lost(error),
      );
      if (this.#closed) {
        await listener.close();
        return;
      }
      this.#listener = listener;
      this.#retryMs = RETRY_MIN_MS;
      this.#clear();
      this.#live = this.stats.live = true;
      log("info", "personal_cache.listening");
    } catch (error) {
      log("warn", "personal_cache.listen_failed", { error });
      this.#scheduleRetry();
    }
  }

  /** The listening connection failed: forget everything, answer from the database, reconnect. */
  lost(error: unknown): void {
    if (!this.#listener && !this.#live) return;
    log("warn", "personal_cache.listener_lost", { error });
    const listener = this.#listener;
    this.#listener = undefined;
    this.#live = this.stats.live = false;
    this.#clear();
    listener?.close().catch(() => undefined);
    this.#scheduleRetry();
  }

  #scheduleRetry(): void {
    if (this.#closed || this.#retry) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      void this.start();
    }, this.#retryMs);
    this.#retry.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = this.stats.live = false;
    clearTimeout(this.#retry);
    this.#clear();
    await this.#listener?.close();
    this.#listener = undefined;
  }

  get live(): boolean {
    return this.#live;
  }

  /** Resolves when a notice with this payload has been handled (tests wait on it, not sleep). */
  noticed(payload: string): Promise<void> {
    return new Promise((resolve) => this.#waiters.push({ payload, resolve }));
  }

  #notice(payload: string): void {
    this.stats.notices += 1;
    if (payload === "*") this.#clear();
    else this.dropUser(payload);
    const [done, waiting] = partition(this.#waiters, (waiter) => waiter.payload === payload);
    this.#waiters = waiting;
    for (const waiter of done) waiter.resolve();
  }

  /** A ticket for a read about to start; undefined while answers may not be kept. */
  ticket(): number | undefined {
    return this.#live ? this.#seq : undefined;
  }

  get(token: string, scope: string, now: number): string | undefined {
    if (!this.#live) return undefined;
    const entry = this.#entries.get(`${token} ${scope}`);
    if (!entry || entry.freshUntil <= now) {
      this.stats.misses += 1;
      return undefined;
    }
    this.stats.hits += 1;
    return entry.body;
  }

  /** Keeps an answer read after `ticket`, unless its student was dropped since. */
  put(
    ticket: number | undefined,
    entry: { token: string; scope: string; userId: string; body: string; freshUntil: number },
  ): void {
    if (!this.#live || ticket === undefined || ticket < this.#clearedAt) return;
    if ((this.#droppedAt.get(entry.userId) ?? -1) > ticket) return;
    if ((this.#droppedAt.get(entry.token) ?? -1) > ticket) return;
    const key = `${entry.token} ${entry.scope}`;
    this.#remove(key);
    if (this.#entries.size >= MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#remove(oldest);
    }
    this.#entries.set(key, {
      body: entry.body,
      userId: entry.userId,
      freshUntil: entry.freshUntil,
    });
    index(this.#byUser, entry.userId, key);
    index(this.#byToken, entry.token, key);
    this.stats.stored += 1;
    this.stats.entries = this.#entries.size;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    unindex(this.#byUser, entry.userId, key);
    unindex(this.#byToken, key.slice(0, key.indexOf(" ")), key);
    this.stats.entries = this.#entries.size;
  }

  /** Drops every answer of this student (a notice, or a write of this process). */
  dropUser(userId: string): void {
    this.#seq += 1;
    if (this.#droppedAt.size >= MAX_DROP_MARKS) {
      // Too many marks to keep: no read in flight may be kept instead.
      this.#droppedAt.clear();
      this.#clearedAt = this.#seq;
    }
    this.#droppedAt.set(userId, this.#seq);
    for (const key of [...(this.#byUser.get(userId) ?? [])]) this.#remove(key);
  }

  /**
   * Drops every answer of the student whose session token this is (sign-out); a read of that
   * session already under way is not kept either (its token is marked like a student).
   */
  dropToken(token: string): void {
    const [key] = this.#byToken.get(token) ?? [];
    const userId = key === undefined ? undefined : this.#entries.get(key)?.userId;
    this.dropUser(userId ?? token);
    if (userId !== undefined) this.#droppedAt.set(token, this.#seq);
  }

  #clear(): void {
    this.#seq += 1;
    this.#clearedAt = this.#seq;
    this.#droppedAt.clear();
    this.#entries.clear();
    this.#byUser.clear();
    this.#byToken.clear();
    this.stats.entries = 0;
  }
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}

function index(map: Map<string, Set<string>>, name: string, key: string): void {
  let keys = map.get(name);
  if (!keys) map.set(name, (keys = new Set()));
  keys.add(key);
}

function unindex(map: Map<string, Set<string>>, name: string, key: string): void {
  const keys = map.get(name);
  keys?.delete(key);
  if (keys?.size === 0) map.delete(name);
}

// One per database, process-wide: the server's, and each test's own.
const caches = remember("personal-caches", () => new WeakMap<Database, PersonalCache>());

/** Makes and starts the cache of this database's answers (boot, and tests). */
export async function startPersonalCache(handle: DatabaseHandle): Promise<PersonalCache> {
  let cache = caches.get(handle.db);
  if (!cache) {
    cache = new PersonalCache(handle.listen);
    caches.set(handle.db, cache);
  }
  await cache.start();
  return cache;
}

/** The cache of this database's answers, if one was started. */
export function personalCacheOf(db: Database): PersonalCache | undefined {
  return caches.get(db);
}

/** A write of this process changed the student's parts: drop them now, before the notice. */
export function dropPersonalAnswers(db: Database, userId: string): void {
  caches.get(db)?.dropUser(userId);
}
