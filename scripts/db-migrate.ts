/** npm run db:migrate: applies the committed migrations (PostgreSQL via DATABASE_URL, or PGlite). */
import { getEnv } from "../src/env";
import { openDatabase } from "../src/server/db/client";

const env = getEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
