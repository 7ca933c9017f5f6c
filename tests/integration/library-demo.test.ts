import { asc, count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { libraryDocuments, libraryPages } from "@/server/db/schema";
import { seedLibraryDemo } from "@/server/library/demo";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

describe.each(DATABASE_KINDS)("library demo content on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("converts every demo PDF, each marked demo, with its text", async () => {
    const started = Date.now();
    const loaded = await seedLibraryDemo(handle.db);
    console.info(`library demo: ${loaded} documents in ${Date.now() - started} ms`);
    const rows = await handle.db.select().from(libraryDocuments).orderBy(asc(libraryDocuments.id));
    expect(rows.length).toBe(loaded);
    expect(rows.every((row) => row.demo && row.title.startsWith("Demo: "))).toBe(true);
    const [pages] = await handle.db.select({ n: count() }).from(libraryPages);
    expect(pages?.n).toBe(loaded);
  });
});
