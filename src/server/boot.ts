import { behindFrontLayer } from "@front/contract.mjs";
import { EnvError, getEnv } from "@/env";
import { applyAdminEmails } from "@/server/auth/admin-grants";
import { seedDemoContentIfEmpty } from "@/server/content/load";
import { closeDatabase, getDatabase, type DatabaseHandle } from "@/server/db/client";
import { openFrontBridge } from "@/server/front-bridge";
import { log } from "@/server/log";
import { startPersonalCache } from "@/server/progress/personal-cache";
import { installGracefulShutdown } from "@/server/ops/graceful-shutdown";
import { knownServers, watchHttpRequests } from "@/server/ops/http-requests";
import { markFailed } from "@/server/ops/liveness";

// Below the 10 s most process managers wait before SIGKILL, so we always get to close the database.
const SHUTDOWN_TIMEOUT_MS = 8000;

export type BootOptions = {
  /** NEXT_MANUAL_SIG_HANDLE is set: Next.js left SIGTERM and SIGINT to us (npm start sets it). */
  manualSignals: boolean;
};

/** Runs once when the server process starts: config, migrations, demo content, logs, shutdown. */
export async function boot({ manualSignals }: BootOptions): Promise<void> {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!behindFrontLayer()) {
    // Without the front layer pages would have no script hashes in their CSP (Chromium would block
    // every script), no page cache and no request ids: refuse rather than half work.
    console.error(
      "Parhai runs behind its front layer: start it with `npm start` (or `npm run dev`), not `next start` or `next dev`.",
    );
    process.exit(1);
  }
  watchHttpRequests();
  const closeFirst: (() => Promise<void>)[] = [];
  let database: DatabaseHandle;
  try {
    database = await getDatabase();
    await database.migrate();
    log("info", "db.migrated", { kind: database.kind });
    if (env.DEMO_CONTENT === "on" && (await seedDemoContentIfEmpty(database.db))) {
      log("info", "content.demo_loaded");
    }
    // Only accounts that exist now, each once (decision 0023, amendment of 2026-11-24).
    const promoted = await applyAdminEmails(database.db, env.ADMIN_EMAILS);
    if (promoted.length > 0) log("info", "auth.admin_from_setting", { accounts: promoted.length });
    // GET /api/me's answers kept in memory, dropped by the database's notices (decision 0029).
    const personalCache = await startPersonalCache(database);
    closeFirst.push(() => personalCache.close());
    openFrontBridge();
  } catch (error) {
    // A server that could not open or migrate its database would answer every request with a
    // 500; better to stop, say why, and let the process manager try again.
    log("error", "server.boot_failed", { error });
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  }
  let stop = (reason: string): void => {
    log("error", "server.exiting", { reason });
    process.exit(1);
  };
  if (manualSignals) {
    stop = installGracefulShutdown({
      servers: knownServers,
      closeResources: async () => {
        await Promise.all(closeFirst.map((close) => close().catch(() => undefined)));
        await closeDatabase();
      },
      timeoutMs: SHUTDOWN_TIMEOUT_MS,
      exit: (code) => process.exit(code),
    });
  } else if (env.NODE_ENV === "production") {
    // Next.js's own handler drains requests but exits without closing the database.
    log("warn", "server.unmanaged_shutdown", {
      hint: "start the server with npm start, so SIGTERM closes the database cleanly",
    });
  }
  // The embedded database's thread died or hung: fail /healthz, finish what can finish, exit 1
  // for the supervisor to start a fresh server (decision 0060).
  database.onFailure((error) => {
    markFailed("database");
    log("error", "db.thread_failed", { error });
    stop("db.thread_failed");
  });
}
