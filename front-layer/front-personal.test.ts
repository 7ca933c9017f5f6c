import { describe, expect, it } from "vitest";
import type { PersonalAnswer } from "./contract.mjs";
import { SESSION, page, start, state } from "./front-harness";

/** GET /api/me: answered by the application's bridge function, never by Next.js (decision 0029). */
describe("the front layer's personal answer", () => {
  const asked: { cookie: string; page: string | null }[] = [];
  const personal = (cookie: string, pageParameter: string | null): Promise<PersonalAnswer> => {
    asked.push({ cookie, page: pageParameter });
    return Promise.resolve({
      status: 200,
      headers: [
        ["content-type", "application/json"],
        ["cache-control", "private, no-store"],
        ["set-cookie", "a=1; Path=/"],
        ["set-cookie", "b=2; Path=/"],
      ],
      body: JSON.stringify({ user: { name: "Asma", workspace: false } }),
    });
  };

  it("answers GET /api/me with the application's function, with its status, headers and body", async () => {
    asked.length = 0;
    const { origin } = await start(page(), { personal });
    const response = await fetch(`${origin}/api/me?page=${encodeURIComponent("/a?lecture=2")}`, {
      headers: { cookie: SESSION },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: { name: "Asma", workspace: false } });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    // The security headers of every answer.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked).toEqual([{ cookie: SESSION, page: "/a?lecture=2" }]);
    expect(state.renders).toBe(0);
  });

  it("hands other methods, other paths and a request before the boot to Next.js", async () => {
    asked.length = 0;
    const { origin } = await start(page(), { personal });
    await fetch(`${origin}/api/me`, { method: "HEAD" });
    await fetch(`${origin}/api/me/other`);
    expect(asked).toEqual([]);
    expect(state.renders).toBe(2);
    const { origin: notBooted } = await start(page());
    await fetch(`${notBooted}/api/me?page=/`);
    expect(state.renders).toBe(1);
  });
});
