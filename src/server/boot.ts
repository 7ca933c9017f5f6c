import { EnvError, getEnv } from "@/env";
import { seedDemoContentIfEmpty } from "@/server/content/load";
import { closeDatabase, getDatabase } from "@/server/db/client";
import { log } from "@/server/log";

/** Runs once when the server process starts: config, migrations, demo content, shutdown. */
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
  const database = await getDatabase();
  await database.migrate();
  log("info", "db.migrated", { kind: database.kind });
  if (env.DEMO_CONTENT === "on" && (await seedDemoContentIfEmpty(database.db))) {
    log("info", "content.demo_loaded");
  }
  const shutdown = (signal: string) => {
    log("info", "server.shutdown", { signal });
    void closeDatabase().finally(() => process.exit(0));
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}
