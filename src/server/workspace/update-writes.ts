import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { UpdateRow } from "@/server/content/schemas";
import type { Database } from "@/server/db/client";
import { updates } from "@/server/db/schema";
import type { Actor } from "./audit";
import {
  changedFields,
  isUniqueViolation,
  publishChange,
  type DeleteOutcome,
  type SaveOutcome,
  withoutId,
} from "./change";
import { dropUnusedImage, storeImage, type EncodedImage } from "./images";

const CONFLICT: SaveOutcome = {
  ok: false,
  reason: "conflict",
  field: "title",
  message: { key: "Workspace.updateTaken" },
};

const FUTURE: SaveOutcome = {
  ok: false,
  reason: "conflict",
  field: "postedAt",
  message: { key: "Workspace.futureDate" },
};

/** The editor's clock and the server's may differ by a few minutes. */
const CLOCK_SLACK_MS = 5 * 60_000;

/** Whether an update posted at this moment would be public before its date (decision 0025). */
export function isFuture(postedAt: Date, now = Date.now()): boolean {
  return postedAt.getTime() > now + CLOCK_SLACK_MS;
}

/**
 * What the form sent, in the stored update's terms where it means the same: the tags in their
 * stored order when they are the same tags, the stored moment when the form's (to the minute)
 * is that moment's minute. An edit of the title alone then changes, and logs, the title alone.
 */
function asStored(values: UpdateRow, stored: UpdateRow): UpdateRow {
  const sameTags =
    values.tags.length === stored.tags.length && values.tags.every((t) => stored.tags.includes(t));
  const minute = (date: Date) => Math.floor(date.getTime() / 60_000);
  return {
    ...values,
    tags: sameTags ? stored.tags : values.tags,
    postedAt:
      minute(values.postedAt) === minute(stored.postedAt) ? stored.postedAt : values.postedAt,
  };
}

/**
 * Creates an update (id null) or replaces one's fields. An uploaded picture is stored in the same
 * transaction and becomes the thumbnail; a picture no update shows any more is dropped. A new
 * posted-on time in the future is refused: the update would be public, and first, at once.
 */
export async function saveUpdate(
  db: Database,
  actor: Actor,
  id: number | null,
  row: UpdateRow,
  image?: EncodedImage,
): Promise<SaveOutcome> {
  try {
    return await publishChange<SaveOutcome>(db, async (tx) => {
      const [stored] =
        id === null ? [] : await tx.select().from(updates).where(eq(updates.id, id)).for("update");
      if (id !== null && !stored) return { result: { ok: false, reason: "gone" }, audit: null };
      const sent = stored ? asStored(row, stored) : row;
      if (sent.postedAt !== stored?.postedAt && isFuture(sent.postedAt)) {
        return { result: FUTURE, audit: null };
      }
      const values = { ...sent, thumbnail: image ? await storeImage(tx, image) : row.thumbnail };
      const [other] = await tx
        .select({ id: updates.id })
        .from(updates)
        .where(
          and(
            eq(updates.title, values.title),
            eq(updates.postedAt, values.postedAt),
            id === null ? undefined : ne(updates.id, id),
          ),
        );
      if (other) return { result: CONFLICT, audit: null };
      const entry = { actor, kind: "update", summary: values.title } as const;
      if (id === null || !stored) {
        const [created] = await tx.insert(updates).values(values).returning({ id: updates.id });
        const newId = created!.id;
        return {
          result: { ok: true, id: newId },
          audit: { ...entry, action: "create", subjectId: newId, before: null, after: values },
        };
      }
      const previous = withoutId(stored);
      const diff = changedFields(previous, values);
      if (Object.keys(diff.after).length === 0) return { result: { ok: true, id }, audit: null };
      await tx.update(updates).set(values).where(eq(updates.id, id));
      if (previous.thumbnail !== values.thumbnail) await dropUnusedImage(tx, previous.thumbnail);
      return {
        result: { ok: true, id },
        audit: { ...entry, action: "update", subjectId: id, ...diff },
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return CONFLICT;
    throw error;
  }
}

export async function deleteUpdate(db: Database, actor: Actor, id: number): Promise<DeleteOutcome> {
  return publishChange<DeleteOutcome>(db, async (tx) => {
    const [removed] = await tx.delete(updates).where(eq(updates.id, id)).returning();
    if (!removed) return { result: { ok: false, reason: "gone" }, audit: null };
    await dropUnusedImage(tx, removed.thumbnail);
    const values = withoutId(removed);
    return {
      result: { ok: true },
      audit: {
        actor,
        kind: "update",
        action: "delete",
        subjectId: id,
        summary: values.title,
        before: values,
        after: null,
      },
    };
  });
}
