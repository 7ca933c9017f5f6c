import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { contactMessages } from "@/server/db/schema";
import { acceptContactMessage, CONTACT_LIMITS } from "@/server/pages/contact-intake";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const DESK = { email: "help@parhai.test", siteUrl: "https://parhai.test" };
const GOOD = {
  name: "Sana",
  email: "sana@example.com",
  topic: "general",
  message: "A question here.",
};
const BAD = { ...GOOD, email: "not an address" };

describe.each(DATABASE_KINDS)("contact form limits on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  const send = (client: string, values: Record<string, string>) =>
    acceptContactMessage(handle.db, client, values, "en", DESK).then((state) => state.status);
  const stored = async (name: string) =>
    (
      await handle.db
        .select({ rows: count() })
        .from(contactMessages)
        .where(eq(contactMessages.name, name))
    )[0]!.rows;

  it("counts only accepted messages against a client's three an hour", async () => {
    const values = { ...GOOD, name: "Typo" };
    // Mistakes first: each is answered at its field and uses up nothing.
    for (let n = 0; n < 5; n += 1)
      expect(await send("10.0.0.1", { ...values, email: "x" })).toBe("invalid");
    for (let n = 0; n < CONTACT_LIMITS.accepted.max; n += 1)
      expect(await send("10.0.0.1", values)).toBe("sent");
    expect(await send("10.0.0.1", values)).toBe("rate-limited");
    expect(await stored("Typo")).toBe(CONTACT_LIMITS.accepted.max);
    // Another client counts on its own.
    expect(await send("10.0.0.2", values)).toBe("sent");
  });

  it("still bounds a flood of refused posts from one client, invalid ones included", async () => {
    for (let n = 0; n < CONTACT_LIMITS.posts.max; n += 1)
      expect(await send("10.0.0.3", BAD)).toBe("invalid");
    expect(await send("10.0.0.3", BAD)).toBe("rate-limited");
    const refused = { ...GOOD, name: "Flood" };
    expect(await send("10.0.0.3", refused)).toBe("rate-limited");
    expect(await stored("Flood")).toBe(0);
  });
});
