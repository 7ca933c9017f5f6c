/**
 * npx tsx --conditions=react-server scripts/demo-pages.ts: writes the demo pages into a database
 * that has none yet (the condition lets the server modules it shares with the app load here).
 */
import { getEnv } from "../src/env";
import { openDatabase } from "../src/server/db/client";
import { setPrivateUmask } from "../src/server/db/private-files";
import { seedDemoPagesIfEmpty } from "../src/server/pages/demo-pages";

// Data files and backups hold accounts: readable by their owner only.
setPrivateUmask();

const env = getEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate();
  console.log((await seedDemoPagesIfEmpty(database.db)) ? "Demo pages written." : "Pages exist.");
} finally {
  await database.close();
}
