import { eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { questions } from "@/server/db/schema";
import { currentRowsReader, valuesOf, type WrittenRow } from "./import-trace";
import { questionValues, type QuestionRow, type QuestionValues } from "./question-row";
import { nextTurn } from "./turns";

/*
 * A CSV file's quiz questions (decision 0083). The table has no unique key to upsert on (a
 * question's text may be too long for an index): a row is the stored question of the same class,
 * subject, chapter and text, changed when its other fields differ, created when there is none.
 * So uploading a file again changes nothing, as for the other collections.
 */

const KEY = [questions.classSlug, questions.subject, questions.chapterNo, questions.text];
const EDITED = ["difficulty", "language", "options", "answer", "explanation"] as const;
/** Rows read per statement, with a turn of the event loop after each batch (decision 0062). */
const ROWS_PER_BATCH = 500;

const keyOf = (row: { classSlug: unknown; subject: unknown; chapterNo: unknown; text: unknown }) =>
  JSON.stringify([row.classSlug, row.subject, row.chapterNo, row.text]);

function differs(stored: Record<string, unknown>, incoming: QuestionValues): boolean {
  return EDITED.some((field) => JSON.stringify(stored[field]) !== JSON.stringify(incoming[field]));
}

/** Writes the rows in the caller's transaction; counts, and traces each written row if asked. */
export async function writeQuestions(
  tx: Database,
  rows: QuestionRow[],
  trace?: WrittenRow[],
): Promise<{ received: number; written: number; created: number }> {
  const counts = { received: rows.length, written: 0, created: 0 };
  const currentRows = currentRowsReader(tx, questions, KEY);
  for (let start = 0; start < rows.length; start += ROWS_PER_BATCH) {
    const values = rows.slice(start, start + ROWS_PER_BATCH).map(questionValues);
    const stored = new Map(
      [...(await currentRows(values)).values()].map((row) => [keyOf(row as QuestionValues), row]),
    );
    const fresh = values.filter((value) => !stored.has(keyOf(value)));
    const created = fresh.length > 0 ? await tx.insert(questions).values(fresh).returning() : [];
    for (const row of created) trace?.push({ id: row.id, before: null, after: valuesOf(row) });
    for (const value of values) {
      const before = stored.get(keyOf(value));
      if (!before || !differs(before, value)) continue;
      const [after] = await tx
        .update(questions)
        .set(value)
        .where(eq(questions.id, Number(before.id)))
        .returning();
      counts.written += 1;
      trace?.push({ id: after!.id, before: valuesOf(before), after: valuesOf(after!) });
    }
    counts.written += created.length;
    counts.created += created.length;
    await nextTurn();
  }
  return counts;
}
