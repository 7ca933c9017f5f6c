import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { LOCALE_HEADER, PAGE_PATH_HEADER } from "./contract.mjs";
import { rememberedLocaleRedirect, setLocaleHeaders } from "./front.mjs";

function request(headers: Record<string, string>, method = "GET") {
  return { method, headers: { ...headers } } as unknown as IncomingMessage;
}

describe("the language of a request", () => {
  it("comes from the URL alone, replacing what a client sent", () => {
    const urdu = request({ [LOCALE_HEADER]: "en", [PAGE_PATH_HEADER]: "/forged" });
    setLocaleHeaders(urdu, "/ur/latest?tag=Jobs");
    expect(urdu.headers[LOCALE_HEADER]).toBe("ur");
    expect(urdu.headers[PAGE_PATH_HEADER]).toBe("/latest?tag=Jobs");
    const english = request({ [LOCALE_HEADER]: "ur" });
    setLocaleHeaders(english, "/urdu-notes");
    expect(english.headers[LOCALE_HEADER]).toBe("en");
    expect(english.headers[PAGE_PATH_HEADER]).toBe("/urdu-notes");
  });
});

describe("the remembered choice", () => {
  const typed = { "sec-fetch-site": "none", cookie: "a=1; parhai-locale=ur" };

  it("sends the front door, opened directly, to Urdu", () => {
    expect(rememberedLocaleRedirect(request(typed), "/")).toBe("/ur");
    expect(rememberedLocaleRedirect(request(typed, "HEAD"), "/")).toBe("/ur");
  });

  it("never redirects links, other pages, writes or an English choice", () => {
    for (const site of ["same-origin", "cross-site", "same-site"]) {
      expect(rememberedLocaleRedirect(request({ ...typed, "sec-fetch-site": site }), "/")).toBe(
        undefined,
      );
    }
    expect(rememberedLocaleRedirect(request({ cookie: typed.cookie }), "/")).toBe(undefined);
    expect(rememberedLocaleRedirect(request(typed), "/latest")).toBe(undefined);
    expect(rememberedLocaleRedirect(request(typed, "POST"), "/")).toBe(undefined);
    expect(rememberedLocaleRedirect(request({ ...typed, cookie: "parhai-locale=en" }), "/")).toBe(
      undefined,
    );
  });

  it("reads only a well-formed value of its own cookie", () => {
    const choice = (cookie?: string) =>
      rememberedLocaleRedirect(
        request({ "sec-fetch-site": "none", ...(cookie && { cookie }) }),
        "/",
      );
    expect(choice(" x=en ; parhai-locale = ur")).toBe("/ur");
    expect(choice("parhai-locale=fr")).toBe(undefined);
    expect(choice("my-parhai-locale=ur")).toBe(undefined);
    expect(choice(undefined)).toBe(undefined);
  });
});
