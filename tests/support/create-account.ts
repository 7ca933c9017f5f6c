/**
 * npx tsx tests/support/create-account.ts EMAIL NAME PASSWORD
 *
 * Registers an account in the configured database (PGLITE_DIR or DATABASE_URL) before a test
 * server starts, through Better Auth's own sign-up and our account rules, as /register would, its
 * address confirmed. The
 * test servers then make it an admin the operators' way: `npm run admin -- grant` or ADMIN_EMAILS
 * at start, which apply to existing accounts only (decision 0023).
 */
import { createAuth, authSettingsFromEnv } from "../../src/server/auth/auth";
import { getEnv } from "../../src/env";
import { openDatabase } from "../../src/server/db/client";
import { setPrivateUmask } from "../../src/server/db/private-files";
import { user } from "../../src/server/db/schema";
import { eq } from "drizzle-orm";

setPrivateUmask();

const [email, name, password] = process.argv.slice(2);
if (!email || !name || !password) {
  console.error("Usage: npx tsx tests/support/create-account.ts EMAIL NAME PASSWORD");
  process.exit(2);
}
const env = getEnv();
const database = await openDatabase({ url: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
try {
  await database.migrate();
  const auth = createAuth(database.db, { ...authSettingsFromEnv(env), rateLimit: false });
  await auth.api.signUpEmail({ body: { email, name, password } });
  // The operator has opened the confirmation mail: only a confirmed address may hold a role
  // (decision 0066). Its mail still waits in the queue and goes out once the server starts.
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
} finally {
  await database.close();
}
