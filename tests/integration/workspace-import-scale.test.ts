import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog } from "@/server/db/schema";
import { listAudit } from "@/server/workspace/audit-queries";
import type { Actor } from "@/server/workspace/audit";
import { checkImport, confirmImport } from "@/server/workspace/bulk-import";
import { PAGE_SIZE } from "@/server/workspace/list-params";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { addEditor } from "./editors";
import { largeContentFile } from "./large-content";

/*
 * The bulk upload's trace at scale: an upload of tens of thousands of rows writes an audit entry
 * per row, in batches, inside the import's one transaction, and the audit list still pages.
 */

const LECTURES = 15_000;
const UPDATES = 5_000;
/** Room for a slow CI machine: the import's speed is the bench's to measure (bench/bulk-check.ts). */
const TIMEOUT_MS = 180_000;

describe.each(DATABASE_KINDS)("a large bulk upload's audit trail on %s", (kind) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    editor = await addEditor(handle);
  });
  afterAll(() => handle.close());

  it(
    `checks and imports ${LECTURES + UPDATES} rows with an entry each`,
    async () => {
      const check = await checkImport(
        handle.db,
        editor,
        "catalogue.json",
        largeContentFile(LECTURES, UPDATES),
      );
      expect(check).toMatchObject({
        ok: true,
        counts: { lectures: { new: LECTURES }, updates: { new: UPDATES } },
      });
      const draftId = (check.ok && check.draftId) || "";
      expect(await confirmImport(handle.db, editor, draftId)).toMatchObject({ ok: true });

      const [entries] = await handle.db
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.fileName, "catalogue.json"));
      expect(entries?.n).toBe(LECTURES + UPDATES + 1);
      const first = await listAudit(handle.db, { actorId: editor.id, kind: "", after: "" });
      expect(first.rows).toHaveLength(PAGE_SIZE);
      expect(first.rows[0]).toMatchObject({ kind: "import", summary: "catalogue.json" });
      const lectures = await listAudit(handle.db, { actorId: "", kind: "lecture", after: "" });
      expect(lectures.rows[0]?.summary).toBe(
        "9th physics 150.100 Lecture 15000: waves, motion and measurement",
      );
    },
    TIMEOUT_MS,
  );
});
