/** npm run db:backup [-- DIR]: writes DIR (default backups/)/parhai-<time>.tar.gz or .dump. */
import { getEnv } from "../src/env";
import { backupDatabase } from "../src/server/db/backup";
import { setPrivateUmask } from "../src/server/db/private-files";

// Data files and backups hold accounts: readable by their owner only.
setPrivateUmask();

const env = getEnv();
try {
  const file = await backupDatabase(
    { url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR },
    process.argv[2],
  );
  console.log(`Backup written: ${file}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
