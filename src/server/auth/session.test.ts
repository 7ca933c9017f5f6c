import { describe, expect, it, vi } from "vitest";
import { RENDER_ID_HEADER, closeRender, openRender } from "@front/contract.mjs";
import type * as SessionCheckModule from "./session-check";
import type { SessionCheck } from "./session-check";
import { getCurrentUser } from "./session";

const checkSession = vi.fn<() => Promise<SessionCheck>>();
let requestHeaders = new Headers();

vi.mock("next/headers", () => ({ headers: () => Promise.resolve(requestHeaders) }));
vi.mock("./auth", () => ({ getAuth: () => Promise.resolve({ api: {} }) }));
vi.mock("@/server/db/client", () => ({ getDb: () => Promise.resolve({}) }));
vi.mock("./session-check", async (original) => ({
  ...(await original<typeof SessionCheckModule>()),
  sessionSettings: () => Promise.resolve({}),
  checkSession: () => checkSession(),
}));
// The session read logs its failures; keep the test output clean.
vi.mock("@/server/log", () => ({ log: vi.fn() }));

const AYESHA: SessionCheck = {
  kind: "signed-in",
  user: { id: "u1", name: "Ayesha", role: "student" },
};
const withRender = (id: string) =>
  new Headers({ [RENDER_ID_HEADER]: id, cookie: "better-auth.session_token=signed" });

describe("getCurrentUser", () => {
  it("tells the front layer that the render read a session, so the page is not kept", async () => {
    const signedIn = openRender();
    requestHeaders = withRender(signedIn);
    checkSession.mockResolvedValue(AYESHA);
    expect(await getCurrentUser()).toEqual(AYESHA.user);
    expect(closeRender(signedIn)).toBe(true);

    const anonymous = openRender();
    requestHeaders = withRender(anonymous);
    checkSession.mockResolvedValue({ kind: "signed-out" });
    expect(await getCurrentUser()).toBeNull();
    expect(closeRender(anonymous)).toBe(false);
  });

  it("records nothing for an id the front layer did not open (a client's own header)", async () => {
    requestHeaders = withRender("made-up");
    checkSession.mockResolvedValue(AYESHA);
    await getCurrentUser();
    expect(closeRender("made-up")).toBe(false);
  });
});
