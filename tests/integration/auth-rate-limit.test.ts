import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { buildAuth, postToAuth, uniqueEmail } from "./auth-requests";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const PASSWORD = "correct horse battery";
const WRONG = { password: "wrong password" };

// Each case uses its own client addresses: the limit counts per address and path.
describe.each(DATABASE_KINDS)("sign-in rate limits on %s", (kind) => {
  let handle: DatabaseHandle;
  let email: string;
  const net = kind === "pglite" ? "203.0.113" : "198.51.100";
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    email = uniqueEmail();
    const signUp = { name: "Bilal", email, password: PASSWORD };
    const auth = buildAuth(handle.db, { rateLimit: false });
    expect((await postToAuth(auth, "/sign-up/email", signUp, { ip: `${net}.1` })).status).toBe(200);
  });
  afterAll(() => handle.close());

  it("answers 429 from the 4th sign-in within 10 seconds, even with the right password", async () => {
    const auth = buildAuth(handle.db);
    const ip = `${net}.10`;
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push((await postToAuth(auth, "/sign-in/email", { email, ...WRONG }, { ip })).status);
    }
    expect(statuses).toEqual([401, 401, 401]);

    const limited = await postToAuth(auth, "/sign-in/email", { email, ...WRONG }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("x-retry-after"))).toBeGreaterThan(0);
    const right = await postToAuth(auth, "/sign-in/email", { email, password: PASSWORD }, { ip });
    expect(right.status).toBe(429);

    // Another address is not affected.
    const other = await postToAuth(
      auth,
      "/sign-in/email",
      { email, password: PASSWORD },
      { ip: `${net}.99` },
    );
    expect(other.status).toBe(200);
  });

  it("keeps counting when the client sends a new X-Forwarded-For each time", async () => {
    const auth = buildAuth(handle.db);
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await postToAuth(
        auth,
        "/sign-in/email",
        { email, ...WRONG },
        { ip: `${net}.11`, forwardedFor: `10.0.${attempt}.${attempt + 1}` },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("counts in the database: two servers on one database share the limit", async () => {
    const [first, second] = [buildAuth(handle.db), buildAuth(handle.db)];
    const ip = `${net}.12`;
    const statuses = [];
    for (const auth of [first, second, first, second]) {
      statuses.push((await postToAuth(auth, "/sign-in/email", { email, ...WRONG }, { ip })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("refuses an account after 10 wrong passwords in 15 minutes, whatever the addresses", async () => {
    const auth = buildAuth(handle.db);
    const target = uniqueEmail();
    const signUp = { name: "Zara", email: target, password: PASSWORD };
    expect((await postToAuth(auth, "/sign-up/email", signUp, { ip: `${net}.20` })).status).toBe(
      200,
    );
    const statuses = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const ip = `${net}.${30 + attempt}`;
      const body = { email: target.toUpperCase(), ...WRONG };
      statuses.push((await postToAuth(auth, "/sign-in/email", body, { ip })).status);
    }
    expect(statuses).toEqual(Array<number>(10).fill(401));

    const right = await postToAuth(
      auth,
      "/sign-in/email",
      { email: target, password: PASSWORD },
      { ip: `${net}.50` },
    );
    expect(right.status).toBe(429);
    const body = (await right.json()) as { code: string; message: string };
    expect(body.code).toBe("TOO_MANY_FAILED_SIGN_INS");
    expect(body.message).toBe(
      "Too many wrong passwords for this account. Please wait 15 minutes, then try again.",
    );
    // Other students are not affected.
    const other = await postToAuth(
      auth,
      "/sign-in/email",
      { email, password: PASSWORD },
      { ip: `${net}.51` },
    );
    expect(other.status).toBe(200);
  });

  it("does not count the right password against the account", async () => {
    const auth = buildAuth(handle.db);
    const target = uniqueEmail();
    const signUp = { name: "Omar", email: target, password: PASSWORD };
    await postToAuth(auth, "/sign-up/email", signUp, { ip: `${net}.60` });
    const attempt = async (password: string, n: number) =>
      (
        await postToAuth(
          auth,
          "/sign-in/email",
          { email: target, password },
          { ip: `${net}.${70 + n}` },
        )
      ).status;
    const statuses = [];
    for (let n = 0; n < 9; n += 1) statuses.push(await attempt(WRONG.password, n));
    for (let n = 9; n < 14; n += 1) statuses.push(await attempt(PASSWORD, n));
    statuses.push(await attempt(WRONG.password, 14), await attempt(PASSWORD, 15));
    expect(statuses).toEqual([
      ...Array<number>(9).fill(401),
      ...Array<number>(5).fill(200),
      401,
      429,
    ]);
  });

  it("lets every attempt through when switched off (AUTH_RATE_LIMIT=off, tests only)", async () => {
    const auth = buildAuth(handle.db, { rateLimit: false });
    const ip = `${net}.90`;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await postToAuth(auth, "/sign-in/email", { email, ...WRONG }, { ip });
      expect(response.status).toBe(401);
    }
    const right = await postToAuth(auth, "/sign-in/email", { email, password: PASSWORD }, { ip });
    expect(right.status).toBe(200);
  });
});
