import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { buildAuth, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const PASSWORD = "correct horse battery";

// Each case uses its own client address: the limiter counts per address and path.
describe.each(DATABASE_KINDS)("sign-in rate limit on %s", (kind) => {
  let handle: DatabaseHandle;
  let email: string;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    email = uniqueEmail();
    const signUp = { name: "Bilal", email, password: PASSWORD };
    const created = await postToAuth(
      buildAuth(handle.db, { rateLimit: false }),
      "/sign-up/email",
      signUp,
      {
        ip: "198.51.100.1",
      },
    );
    expect(created.status).toBe(200);
  });
  afterAll(() => handle.close());

  it("answers 429 from the 4th sign-in within 10 seconds when enabled, even with the right password", async () => {
    const auth = buildAuth(handle.db, { rateLimit: true });
    const ip = kind === "pglite" ? "203.0.113.10" : "203.0.113.20";
    const wrong = { email, password: "wrong password" };
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await postToAuth(auth, "/sign-in/email", wrong, { ip })).status);
    }
    expect(statuses).toEqual([401, 401, 401]);

    const limited = await postToAuth(auth, "/sign-in/email", wrong, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
    const right = await postToAuth(auth, "/sign-in/email", { email, password: PASSWORD }, { ip });
    expect(right.status).toBe(429);

    // Another address is not affected.
    const other = await postToAuth(
      auth,
      "/sign-in/email",
      { email, password: PASSWORD },
      { ip: "203.0.113.99" },
    );
    expect(other.status).toBe(200);
  });

  it("lets every attempt through when switched off (AUTH_RATE_LIMIT=off, tests only)", async () => {
    const auth = buildAuth(handle.db, { rateLimit: false });
    const ip = kind === "pglite" ? "203.0.113.30" : "203.0.113.40";
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await postToAuth(
        auth,
        "/sign-in/email",
        { email, password: "nope nope" },
        { ip },
      );
      expect(response.status).toBe(401);
    }
    const right = await postToAuth(auth, "/sign-in/email", { email, password: PASSWORD }, { ip });
    expect(right.status).toBe(200);
  });
});
