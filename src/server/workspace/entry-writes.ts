import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { FeedRow, JobRow } from "@/server/content/schemas";
import type { Database } from "@/server/db/client";
import { coaching, featured, jobs } from "@/server/db/schema";
import type { Actor, AuditKind } from "./audit";
import {
  changedFields,
  isUniqueViolation,
  publishChange,
  type DeleteOutcome,
  type SaveOutcome,
  withoutId,
} from "./change";

/** The feed's short lists, edited alike: title, description, link. */
export const ENTRY_KINDS = ["featured", "coaching", "jobs"] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export function isEntryKind(value: unknown): value is EntryKind {
  return typeof value === "string" && (ENTRY_KINDS as readonly string[]).includes(value);
}

// Featured and coaching entries are told apart by title; jobs by title and link (importer's keys).
const TABLES = { featured, coaching, jobs };
const AUDIT_KIND: Record<EntryKind, AuditKind> = {
  featured: "featured",
  coaching: "coaching",
  jobs: "job",
};

type EntryValues = { title: string; description: string | null; link: string };

function conflict(kind: EntryKind): SaveOutcome {
  return {
    ok: false,
    reason: "conflict",
    field: "title",
    message: { key: kind === "jobs" ? "Workspace.jobTaken" : "Workspace.titleTaken" },
  };
}

export async function saveEntry(
  db: Database,
  actor: Actor,
  kind: EntryKind,
  id: number | null,
  row: FeedRow | JobRow,
): Promise<SaveOutcome> {
  const table = TABLES[kind];
  const values: EntryValues = { ...row, description: row.description ?? null };
  try {
    return await publishChange<SaveOutcome>(db, async (tx) => {
      const [other] = await tx
        .select({ id: table.id })
        .from(table)
        .where(
          and(
            eq(table.title, values.title),
            kind === "jobs" ? eq(jobs.link, values.link) : undefined,
            id === null ? undefined : ne(table.id, id),
          ),
        );
      if (other) return { result: conflict(kind), audit: null };
      const entry = { actor, kind: AUDIT_KIND[kind], summary: values.title } as const;
      if (id === null) {
        const [created] = await tx.insert(table).values(values).returning({ id: table.id });
        const newId = created!.id;
        return {
          result: { ok: true, id: newId },
          audit: { ...entry, action: "create", subjectId: newId, before: null, after: values },
        };
      }
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for("update");
      if (!before) return { result: { ok: false, reason: "gone" }, audit: null };
      const previous = withoutId(before);
      const diff = changedFields(previous, values);
      if (Object.keys(diff.after).length === 0) return { result: { ok: true, id }, audit: null };
      await tx.update(table).set(values).where(eq(table.id, id));
      return {
        result: { ok: true, id },
        audit: { ...entry, action: "update", subjectId: id, ...diff },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return conflict(kind);
    throw error;
  }
}

export async function deleteEntry(
  db: Database,
  actor: Actor,
  kind: EntryKind,
  id: number,
): Promise<DeleteOutcome> {
  const table = TABLES[kind];
  return publishChange<DeleteOutcome>(db, async (tx) => {
    const [removed] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!removed) return { result: { ok: false, reason: "gone" }, audit: null };
    const values = withoutId(removed);
    return {
      result: { ok: true },
      audit: {
        actor,
        kind: AUDIT_KIND[kind],
        action: "delete",
        subjectId: id,
        summary: values.title,
        before: values,
        after: null,
      },
    };
  });
}
