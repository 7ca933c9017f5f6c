import { bridge } from "@front/contract.mjs";
import { EnvError, getEnv } from "@/env";
import { applyAdminEmails } from "@/server/auth/admin-grants";
import { seedDemoContentIfEmpty } from "@/server/content/load";
import { seedDemoPagesIfEmpty } from "@/server/pages/demo-pages";
import { seedLibraryDemo } from "@/server/library/demo";
import { closeDatabase, getDatabase, type DatabaseHandle } from "@/server/db/client";
import { openFrontBridge } from "@/server/front-bridge";
import { log } from "@/server/log";
import { startServerMailWorker, stopServerMailWorker } from "@/server/mail/service";
import { watchHttpRequests } from "@/server/ops/http-requests";
import { markFailed } from "@/server/ops/liveness";

/**
 * Runs once when the server process starts: config, migrations, demo content, logs. The edge
 * (front-layer/main.mjs) stops the server on SIGTERM and calls the close handed over here.
 */
export async function boot(): Promise<void> {
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
  if (!bridge.frontLayer) {
    // Without the front layer pages would have no script hashes in their CSP (Chromium would block
    // every script), no page cache and no request ids: refuse rather than half work.
    console.error(
      "Parhai runs behind its front layer: start it with `npm start` (or `npm run dev`), not `next start` or `next dev`.",
    );
    process.exit(1);
  }
  watchHttpRequests();
  let database: DatabaseHandle;
  try {
    database = await getDatabase();
    await database.migrate();
    log("info", "db.migrated", { kind: database.kind });
    if (env.DEMO_CONTENT === "on" && (await seedDemoContentIfEmpty(database.db))) {
      // The library's demo PDFs are converted like uploads, off this thread (decision 0076).
      const documents = await seedLibraryDemo(database.db);
      log("info", "content.demo_loaded", { documents });
    }
    if (env.DEMO_CONTENT === "on" && (await seedDemoPagesIfEmpty(database.db))) {
      log("info", "pages.demo_loaded");
    }
    // Only accounts that exist now, each once (decision 0023, amendment of 2026-11-24).
    const promoted = await applyAdminEmails(database.db, env.ADMIN_EMAILS);
    if (promoted.length > 0) log("info", "auth.admin_from_setting", { accounts: promoted.length });
    // Mail leaves from a loop beside the requests, never from one (decision 0065).
    startServerMailWorker(database.db);
    openFrontBridge(async () => {
      await stopServerMailWorker();
      await closeDatabase();
    });
  } catch (error) {
    // A server that could not open or migrate its database would answer every request with a
    // 500; better to stop, say why, and let the process manager try again.
    log("error", "server.boot_failed", { error });
    await closeDatabase().catch(() => undefined);
    process.exit(1);
  }
  // The embedded database's thread died or hung: fail /healthz, let the edge finish what can
  // finish, exit 1 for the supervisor to start a fresh server (decision 0060).
  database.onFailure((error) => {
    markFailed("database");
    log("error", "db.thread_failed", { error });
    if (bridge.stop) bridge.stop("db.thread_failed");
    else process.exit(1);
  });
}
