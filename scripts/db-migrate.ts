/** npm run db:migrate: applies the committed migrations (PostgreSQL via DATABASE_URL, or PGlite). */
import { getEnv } from "../src/env";
import { openDatabase } from "../src/server/db/client";
import { setPrivateUmask } from "../src/server/db/private-files";

// Data files and backups hold accounts: readable by their owner only.
setPrivateUmask();

const env = getEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
