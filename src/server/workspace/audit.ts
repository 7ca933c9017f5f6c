import { nextTurn } from "@/server/content/turns";
import type { Database } from "@/server/db/client";
import { placeholderValues, preparedPerSize, rowPlaceholders } from "@/server/db/prepared";
import { auditLog } from "@/server/db/schema";

// No `import "server-only"`: the ADMIN_EMAILS promotion at start and `npm run admin` write here.

/** What the audit log groups changes by; the workspace filters on it. */
export const AUDIT_KINDS = [
  "lecture",
  "update",
  "featured",
  "coaching",
  "job",
  "import",
  "user",
  "page",
  "contact",
  "document",
  "newsletter",
  "question",
  "quiz",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export type AuditAction =
  "create" | "update" | "delete" | "import" | "role" | "rename" | "restore" | "send";

/** How a change came when not through a workspace form (decision 0025). */
export type AuditSource = "upload" | "setting" | "command";

/** The person making a change: id, and the name and address kept with the entry, apart. */
export type Actor = { id: string; name: string; email: string };

export type AuditEntry = {
  /** null: the server itself (the ADMIN_EMAILS setting, `npm run admin`). */
  actor: Actor | null;
  kind: AuditKind;
  action: AuditAction;
  subjectId: string | number | null;
  /** What the entry is about, in a few words (a title, a lecture's place and name, an address). */
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  source?: AuditSource;
  /** The bulk upload's file name, on its entry and on each row's. */
  fileName?: string;
};

/** Values as JSON keeps them: dates as ISO text, so before and after compare as shown. */
function jsonValues(values: Record<string, unknown> | null): Record<string, unknown> | null {
  return values === null ? null : (JSON.parse(JSON.stringify(values)) as Record<string, unknown>);
}

function auditValues(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    actorEmail: entry.actor?.email ?? null,
    kind: entry.kind,
    action: entry.action,
    subjectId: entry.subjectId === null ? null : String(entry.subjectId),
    summary: entry.summary.slice(0, 300),
    before: jsonValues(entry.before),
    after: jsonValues(entry.after),
    source: entry.source ?? null,
    fileName: entry.fileName ?? null,
  };
}

/** Records a change; call it with the transaction that makes the change. */
export async function writeAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditValues(entry));
}

/**
 * Entries per statement: 12 columns each stay far below PostgreSQL's 65,535 parameters, and an
 * import of tens of thousands of rows writes its entries in short statements with a turn of the
 * event loop after each (decision 0062).
 */
export const AUDIT_ROWS_PER_STATEMENT = 500;

/**
 * Records many changes (one per row of a bulk upload) in the caller's transaction, the statement
 * built once per batch size (decision 0062).
 */
export async function writeAuditEntries(tx: Database, entries: AuditEntry[]): Promise<void> {
  const [first] = entries;
  if (!first) return;
  const fields = Object.keys(auditValues(first));
  const statement = preparedPerSize((size) =>
    tx
      .insert(auditLog)
      .values(rowPlaceholders(auditLog, size, fields))
      .prepare(""),
  );
  for (let start = 0; start < entries.length; start += AUDIT_ROWS_PER_STATEMENT) {
    const rows = entries.slice(start, start + AUDIT_ROWS_PER_STATEMENT).map(auditValues);
    await statement(rows.length).execute(placeholderValues(rows, fields));
    await nextTurn();
  }
}
