import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROWS_PER_STATEMENT } from "@/server/content/import";
import { importContentFiles } from "@/server/content/load";
import { readContentVersion } from "@/server/content/version";
import type { DatabaseHandle } from "@/server/db/client";
import { lectures, updates } from "@/server/db/schema";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { largeContentFile } from "./large-content";

const dir = mkdtempSync(path.join(tmpdir(), "parhai-import-scale-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
}

// Well past what one INSERT could take (65,535 parameters: 6,500 lectures or 9,300 updates).
const LECTURES = 30_000;
const UPDATES = 20_000;
/** Room for a slow CI machine: the import's speed is the bench's to measure. */
const TIMEOUT_MS = 180_000;

async function rows(handle: DatabaseHandle) {
  const [l] = await handle.db.select({ n: count() }).from(lectures);
  const [u] = await handle.db.select({ n: count() }).from(updates);
  return { lectures: l?.n, updates: u?.n };
}

describe.each(DATABASE_KINDS)("importing a large file on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it(
    `imports ${LECTURES + UPDATES} rows in one go`,
    async () => {
      const big = file(`big-${kind}.json`, largeContentFile(LECTURES, UPDATES));
      const result = await importContentFiles(handle.db, [big]);
      expect(result).toMatchObject({
        ok: true,
        counts: {
          lectures: { received: LECTURES, written: LECTURES },
          updates: { received: UPDATES, written: UPDATES },
        },
      });
      expect(await rows(handle)).toEqual({ lectures: LECTURES, updates: UPDATES });
    },
    TIMEOUT_MS,
  );

  it("names the right line of a bad row near the end of a large file", async () => {
    const text = largeContentFile(LECTURES, 10).replace(
      '"lectureNo":100,"lectureName":"Lecture 30000',
      '"lectureNo":0,"lectureName":"Lecture 30000',
    );
    const result = await importContentFiles(handle.db, [file(`bad-${kind}.json`, text)]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const line = text.split("\n").findIndex((l) => l.includes("Lecture 30000:")) + 1;
    expect(result.errors).toEqual([expect.objectContaining({ line, field: "lectureNo" })]);
  });

  it("writes nothing when the database refuses a row of a later batch", async () => {
    // The last row is refused by the database itself (as a full disk or an operator's new
    // constraint would), after earlier batches of the same import were written.
    await handle.db.execute(sql`
      CREATE FUNCTION refuse_poison() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'Board notice 5000' THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$`);
    await handle.db.execute(
      sql`CREATE TRIGGER refuse_poison BEFORE INSERT ON updates FOR EACH ROW EXECUTE FUNCTION refuse_poison()`,
    );
    expect(5000).toBeGreaterThan(ROWS_PER_STATEMENT);
    const before = { rows: await rows(handle), version: await readContentVersion(handle.db) };

    // New titles (a new day each), so every row would be written.
    const text = largeContentFile(0, 5000).replaceAll('"postedAt":"20', '"postedAt":"19');
    await expect(
      importContentFiles(handle.db, [file(`poison-${kind}.json`, text)]),
    ).rejects.toThrow();
    expect({ rows: await rows(handle), version: await readContentVersion(handle.db) }).toEqual(
      before,
    );
  });
});
