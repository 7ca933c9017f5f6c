import type { Database } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";

// No `import "server-only"`: the ADMIN_EMAILS promotion (loaded with Better Auth's config) writes here.

/** What the audit log groups changes by; the workspace filters on it. */
export const AUDIT_KINDS = [
  "lecture",
  "update",
  "featured",
  "coaching",
  "job",
  "import",
  "user",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export type AuditAction = "create" | "update" | "delete" | "import" | "role";

/** The person making a change: id and a readable name kept with the entry. */
export type Actor = { id: string; name: string; email: string };

export type AuditEntry = {
  /** null: the server itself (an ADMIN_EMAILS promotion). */
  actor: Actor | null;
  kind: AuditKind;
  action: AuditAction;
  subjectId: string | number | null;
  /** What the entry is about, in a few words (a title, a lecture's name, an address). */
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** Values as JSON keeps them: dates as ISO text, so before and after compare as shown. */
function jsonValues(values: Record<string, unknown> | null): Record<string, unknown> | null {
  return values === null ? null : (JSON.parse(JSON.stringify(values)) as Record<string, unknown>);
}

/** Records a change; call it with the transaction that makes the change. */
export async function writeAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor ? `${entry.actor.name} <${entry.actor.email}>` : null,
    kind: entry.kind,
    action: entry.action,
    subjectId: entry.subjectId === null ? null : String(entry.subjectId),
    summary: entry.summary.slice(0, 300),
    before: jsonValues(entry.before),
    after: jsonValues(entry.after),
  });
}
