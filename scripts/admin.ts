/** npm run admin -- grant EMAIL | revoke EMAIL | list (src/server/auth/admin-command.ts). */
import { getEnv } from "../src/env";
import { ADMIN_USAGE, runAdminCommand } from "../src/server/auth/admin-command";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client";
import { setPrivateUmask } from "../src/server/db/private-files";

// Data files and backups hold accounts: readable by their owner only.
setPrivateUmask();

const args = process.argv.slice(2);
if (args.length === 0) {
  console.error(ADMIN_USAGE);
  process.exit(2);
}
const env = getEnv();
let database: DatabaseHandle;
try {
  database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
} catch (error) {
  // The embedded database is one process's: a running server holds it (src/server/db/dir-lock.ts).
  console.error(
    `Cannot open the database: ${error instanceof Error ? error.message : String(error)}\n` +
      "The embedded database can be opened by one process only: stop the server, run this " +
      "again, then start the server. (With DATABASE_URL the server may keep running.)",
  );
  process.exit(1);
}
try {
  await database.migrate();
  const output = await runAdminCommand(database, args);
  for (const line of output.lines) console.log(line);
  for (const line of output.errors) console.error(line);
  process.exitCode = output.code;
} finally {
  await database.close();
}
