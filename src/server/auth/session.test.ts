import { beforeEach, describe, expect, it, vi } from "vitest";
import { RENDER_ID_HEADER, closeRender, openRender } from "@front/contract.mjs";
import messages from "../../../messages/en.json";
import { getCurrentUser, requireUser } from "./session";

const getSession = vi.fn();
let requestHeaders = new Headers();

vi.mock("next/headers", () => ({ headers: () => Promise.resolve(requestHeaders) }));
vi.mock("next-intl/server", () => ({
  getTranslations: () => Promise.resolve((key: keyof typeof messages.Auth) => messages.Auth[key]),
}));
vi.mock("./auth", () => ({ getAuth: () => Promise.resolve({ api: { getSession } }) }));
// The session read logs its failures; keep the test output clean.
vi.mock("@/server/log", () => ({ log: vi.fn() }));

describe("requireUser", () => {
  // Braces: a function returned from beforeEach would run as a cleanup hook.
  beforeEach(() => {
    getSession.mockReset();
  });

  it("gives the signed-in student's id and name", async () => {
    getSession.mockResolvedValue({ user: { id: "u1", name: "Ayesha", email: "a@b.pk" } });
    expect(await requireUser()).toEqual({ ok: true, user: { id: "u1", name: "Ayesha" } });
  });

  it("refuses with a clear message when nobody is signed in", async () => {
    getSession.mockResolvedValue(null);
    expect(await requireUser()).toEqual({ ok: false, message: "Please log in first." });
  });

  it("uses the action's own message when it has one", async () => {
    getSession.mockResolvedValue(null);
    const message = "Please log in to rate this lecture.";
    expect(await requireUser(message)).toEqual({ ok: false, message });
  });

  it("treats a session that cannot be read as signed out, not as an error", async () => {
    getSession.mockRejectedValue(new Error("database down"));
    expect(await requireUser()).toEqual({ ok: false, message: "Please log in first." });
  });
});

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
