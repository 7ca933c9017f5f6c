/** npm run db:restore -- FILE: replaces the database's data with a backup, or changes nothing. */
import { getEnv } from "../src/env";
import { restoreDatabase } from "../src/server/db/backup";
import { setPrivateUmask } from "../src/server/db/private-files";

// Data files and backups hold accounts: readable by their owner only.
setPrivateUmask();

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- backups/parhai-<time>.tar.gz|.dump");
  process.exit(2);
}
const env = getEnv();
try {
  const { previous } = await restoreDatabase(
    { url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR },
    file,
  );
  console.log(`Restored ${file}.`);
  if (previous) console.log(`The data it replaced is kept in ${previous} until the next restore.`);
} catch (error) {
  console.error(`Restore failed, nothing was changed: ${(error as Error).message}`);
  process.exitCode = 1;
}
