import { describe, expect, it, vi } from "vitest";
import { RENDER_ID_HEADER, closeRender, openRender } from "@front/contract.mjs";
import { getCurrentUser } from "./session";

const getSession = vi.fn();
let requestHeaders = new Headers();

vi.mock("next/headers", () => ({ headers: () => Promise.resolve(requestHeaders) }));
vi.mock("./auth", () => ({ getAuth: () => Promise.resolve({ api: { getSession } }) }));
// The session read logs its failures; keep the test output clean.
vi.mock("@/server/log", () => ({ log: vi.fn() }));

describe("getCurrentUser", () => {
  it("tells the front layer that the render read a session, so the page is not kept", async () => {
    const signedIn = openRender();
    requestHeaders = new Headers({ [RENDER_ID_HEADER]: signedIn });
    getSession.mockResolvedValue({ user: { id: "u1", name: "Ayesha", email: "a@b.pk" } });
    await getCurrentUser();
    expect(closeRender(signedIn)).toBe(true);

    const anonymous = openRender();
    requestHeaders = new Headers({ [RENDER_ID_HEADER]: anonymous });
    getSession.mockResolvedValue(null);
    await getCurrentUser();
    expect(closeRender(anonymous)).toBe(false);
  });

  it("records nothing for an id the front layer did not open (a client's own header)", async () => {
    requestHeaders = new Headers({ [RENDER_ID_HEADER]: "made-up" });
    getSession.mockResolvedValue({ user: { id: "u1", name: "Ayesha", email: "a@b.pk" } });
    await getCurrentUser();
    expect(closeRender("made-up")).toBe(false);
  });
});
