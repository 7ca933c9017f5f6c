import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_FILES, importContentFiles } from "@/server/content/load";
import type { DatabaseHandle } from "@/server/db/client";
import {
  getCoachingEntries,
  getFeaturedEntries,
  getFeedUpdates,
  getLatestUpdateSummaries,
  getStudentJobs,
  getUpdateTags,
} from "@/server/feed/queries";
import { openTestDatabase } from "./databases";

/** Every read the screens make, run against both databases with the same content. */
const queries: Record<string, (handle: DatabaseHandle) => Promise<unknown>> = {
  latestUpdateSummaries: (h) => getLatestUpdateSummaries(5, h.db),
  feedUpdatesAll: (h) => getFeedUpdates(null, h.db),
  feedUpdatesTagged: (h) => getFeedUpdates("Entry Tests", h.db),
  updateTags: (h) => getUpdateTags(h.db),
  featuredEntries: (h) => getFeaturedEntries(h.db),
  coachingEntries: (h) => getCoachingEntries(h.db),
  studentJobs: (h) => getStudentJobs(h.db),
};

describe("PGlite and PostgreSQL answer the same queries with the same rows", () => {
  let pglite: DatabaseHandle;
  let postgres: DatabaseHandle;
  beforeAll(async () => {
    [pglite, postgres] = await Promise.all([
      openTestDatabase("pglite"),
      openTestDatabase("postgres"),
    ]);
    for (const handle of [pglite, postgres]) {
      const result = await importContentFiles(handle.db, DEMO_FILES);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
    }
  });
  afterAll(async () => {
    await Promise.all([pglite.close(), postgres.close()]);
  });

  it.each(Object.keys(queries))("%s", async (name) => {
    const run = queries[name]!;
    const [a, b] = await Promise.all([run(pglite), run(postgres)]);
    expect(a).toEqual(b);
    expect(Array.isArray(a) ? a.length : 1).toBeGreaterThan(0);
  });
});
