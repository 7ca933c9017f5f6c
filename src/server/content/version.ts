import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { contentVersion } from "@/server/db/schema";

/** Counts one more change of content; called inside the import's transaction. */
export async function bumpContentVersion(tx: Database): Promise<void> {
  await tx
    .insert(contentVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: contentVersion.id,
      set: { version: sql`${contentVersion.version} + 1`, changedAt: sql`now()` },
    });
}

/** The number of imports that changed content so far (0 before the first). */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return row?.version ?? 0;
}
