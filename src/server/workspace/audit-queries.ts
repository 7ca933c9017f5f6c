import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import { z } from "zod";
import { decodeCursor, encodeCursor } from "@/lib/cursor";
import type { Database } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";
import { AUDIT_KINDS, type AuditKind } from "./audit";
import { PAGE_SIZE, toPage, type Page } from "./list-params";

export type AuditRow = typeof auditLog.$inferSelect;

function isAuditKind(value: string): value is AuditKind {
  return (AUDIT_KINDS as readonly string[]).includes(value);
}

// Better Auth's account ids are letters and digits; anything else names nobody.
const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,100}$/;

const auditCursor = z.tuple([z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]);

/**
 * The audit log newest first, a page at a time, by person and by kind: each filter has an index
 * whose order is the list's (actor or kind, then id descending).
 */
export async function listAudit(
  db: Database,
  filter: { actorId: string; kind: string; after: string },
): Promise<Page<AuditRow>> {
  const after = decodeCursor(filter.after, auditCursor);
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        ACCOUNT_ID.test(filter.actorId) ? eq(auditLog.actorId, filter.actorId) : undefined,
        isAuditKind(filter.kind) ? eq(auditLog.kind, filter.kind) : undefined,
        after ? lt(auditLog.id, after[0]) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(PAGE_SIZE + 1);
  return toPage(rows, (r) => encodeCursor([r.id]));
}
