import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { account, user } from "@/server/db/schema";

export type AccountFacts = {
  name: string;
  email: string;
  emailVerified: boolean;
  /** Signs in with a password (not only Google): changing it and deleting ask for it. */
  hasPassword: boolean;
};

/** What My learning's account settings need to know of the signed-in account. */
export async function readAccount(userId: string): Promise<AccountFacts | null> {
  const db = await getDb();
  const [row] = await db
    .select({ name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return null;
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return { ...row, hasPassword: credential !== undefined };
}
