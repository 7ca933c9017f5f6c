import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@/server/db/client";
import { user } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";

/** A new account with the editor's role, as the workspace's actions know it. */
export async function addEditor(handle: DatabaseHandle): Promise<Actor> {
  const actor = { id: randomUUID(), name: "Bilal", email: `${randomUUID()}@example.com` };
  await handle.db.insert(user).values({ ...actor, role: "editor" });
  return actor;
}
