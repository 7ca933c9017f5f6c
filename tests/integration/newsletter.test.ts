import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";
import { addNewsletterSubscriber } from "@/server/newsletter/queries";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

describe.each(DATABASE_KINDS)("newsletter store on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  const emails = async () =>
    (await handle.db.select().from(newsletterSubscribers)).map((row) => row.email);

  it("stores an address trimmed and lower-cased", async () => {
    expect(await addNewsletterSubscriber("  Ayesha.Khan@Example.PK ", handle.db)).toBe(
      "subscribed",
    );
    expect(await emails()).toEqual(["ayesha.khan@example.pk"]);
  });

  it("keeps one row per address, whatever its case", async () => {
    expect(await addNewsletterSubscriber("AYESHA.KHAN@example.pk", handle.db)).toBe(
      "already-subscribed",
    );
    expect(await addNewsletterSubscriber("bilal@example.pk", handle.db)).toBe("subscribed");
    expect((await emails()).sort()).toEqual(["ayesha.khan@example.pk", "bilal@example.pk"]);
  });
});
