import "server-only";
import { bumpContentVersion } from "@/server/content/version";
import type { Database } from "@/server/db/client";
import { writeAuditEntries, type AuditEntry } from "./audit";

/** A message for the editor: a key of messages/en.json ("ContentRules.tooLong") and its values. */
export type Message = { key: string; values?: Record<string, string | number> };

export type SaveOutcome =
  | { ok: true; id: number }
  /** The row was deleted (by someone else) meanwhile. */
  | { ok: false; reason: "gone" }
  /** Another row already has this natural key; shown at `field`. */
  | { ok: false; reason: "conflict"; field: string; message: Message }
  /**
   * The lecture's chapter number is another name's (decision 0024): shown at `field`, with the
   * offer to rename the whole chapter (its number, the new name, how many lectures change).
   */
  | {
      ok: false;
      reason: "chapter";
      field: string;
      message: Message;
      rename: { chapterNo: number; name: string; lectures: number };
    };

export type DeleteOutcome = { ok: true } | { ok: false; reason: "gone" };

/** PostgreSQL's unique_violation, wherever the driver or Drizzle put it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * One change of published content: the write, its audit entries and the content version move in
 * one transaction, so the change is recorded exactly when it happens and every server's page cache
 * empties within a second (decision 0009). `work` returns the audit entry (or one per row, when a
 * chapter is renamed with the lecture), or null to write nothing more (then the transaction
 * changes nothing).
 */
export async function publishChange<T>(
  db: Database,
  work: (tx: Database) => Promise<{ result: T; audit: AuditEntry | AuditEntry[] | null }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await work(tx);
    const entries = audit === null ? [] : Array.isArray(audit) ? audit : [audit];
    if (entries.length > 0) {
      await writeAuditEntries(tx, entries);
      await bumpContentVersion(tx);
    }
    return result;
  });
}

/** The fields whose values differ, so the audit log shows what an edit really changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/** A row's fields without its id: what the audit log records as its values. */
export function withoutId<T extends { id: unknown }>(row: T): Omit<T, "id"> {
  const copy: Partial<T> = { ...row };
  delete copy.id;
  return copy as Omit<T, "id">;
}
