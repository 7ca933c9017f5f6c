/** npm run content:import -- FILE [FILE...]: validate every row, then write all or nothing. */
import { getEnv } from "../src/env";
import { importContentFiles } from "../src/server/content/load";
import { formatRowErrors } from "../src/server/content/parse";
import { openDatabase } from "../src/server/db/client";
import { setPrivateUmask } from "../src/server/db/private-files";

// Data files and backups hold accounts: readable by their owner only.
setPrivateUmask();

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error("Usage: npm run content:import -- FILE.json|FILE.csv [more files]");
  process.exit(2);
}
const env = getEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate();
  const result = await importContentFiles(database.db, files);
  if (!result.ok) {
    console.error(`Nothing was imported. ${result.errors.length} problem(s):`);
    console.error(formatRowErrors(result.errors));
    process.exitCode = 1;
  } else {
    for (const [name, c] of Object.entries(result.counts)) {
      if (c.received > 0) {
        const changed = c.written - c.created;
        console.log(`${name}: ${c.received} rows read, ${c.created} new, ${changed} changed`);
      }
    }
  }
} finally {
  await database.close();
}
