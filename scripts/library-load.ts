/**
 * Loads the library's demo documents (content/demo/library.json) into the configured database,
 * converting them as uploads are; the e2e servers run it, as a first start with demo content does.
 */
import { getEnv } from "../src/env";
import { openDatabase } from "../src/server/db/client";
import { setPrivateUmask } from "../src/server/db/private-files";
import { seedLibraryDemo } from "../src/server/library/demo";

setPrivateUmask();
const env = getEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate();
  console.log(`library: ${await seedLibraryDemo(database.db)} demo documents`);
} finally {
  await database.close();
}
