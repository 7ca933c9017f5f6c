import { describe, expect, it } from "vitest";
import {
  PAGES,
  isPagePath,
  normalisedParameters,
  pageRoute,
  readSearchParams,
} from "./route-manifest.mjs";

describe("the route manifest", () => {
  it("finds each page's route, first match first", () => {
    expect(pageRoute("/latest")).toBe(PAGES.latest);
    expect(pageRoute("/latest/jobs")).toBe(PAGES.latestList);
    expect(pageRoute("/latest/1-some-update")).toBe(PAGES.update);
    expect(pageRoute("/coaching/lectures-quizzes/9th/physics/1/x")).toBe(PAGES.player);
    expect(pageRoute("/coaching/lectures-quizzes/9th/physics/1/x/test")).toBe(PAGES.quiz);
    expect(pageRoute("/coaching/lectures-quizzes/9th/physics/1/x/quiz/2")).toBe(PAGES.quiz);
    expect(pageRoute("/admin/lectures/3")).toBe(PAGES.admin);
    expect(pageRoute("/coaching/books/9th")).toBe(PAGES.libraryClass);
    expect(pageRoute("/coaching/past-papers/9th/physics")).toBe(PAGES.librarySubject);
    expect(pageRoute("/coaching/notes/9th/physics/12-chapter-1")).toBe(PAGES.libraryDocument);
    expect(pageRoute("/coaching/aiou/matric")).toBe(PAGES.other);
  });

  it("tells pages from files, the API and health checks", () => {
    for (const path of ["/", "/latest", "/sitemap.xml", "/robots.txt", "/icons-guide"]) {
      expect([path, isPagePath(path)]).toEqual([path, !path.startsWith("/icons-")]);
    }
    for (const path of [
      "/api/me",
      "/_next/static/a.js",
      "/healthz",
      "/icon.svg",
      "/media/a.webp",
    ]) {
      expect([path, isPagePath(path)]).toEqual([path, false]);
    }
  });

  it("normalises what a shared page reads: first value, sorted, values naming nothing dropped", () => {
    const query = new URLSearchParams("tag=%20Jobs%20&before=12&tag=x&utm_source=y&after=%00");
    const read = normalisedParameters(PAGES.latest, (name) => query.get(name) ?? undefined);
    expect(read).toEqual([
      ["before", "12"],
      ["tag", "Jobs"],
    ]);
    const login = new URLSearchParams("next=//evil.example&error=google");
    expect(normalisedParameters(PAGES.login, (n) => login.get(n) ?? undefined)).toEqual([
      ["error", "google"],
    ]);
  });

  it("gives a page only the parameters its route reads, a personal page's as sent", () => {
    expect(readSearchParams("player", { lecture: ["2", "3"], utm_source: "x" })).toEqual({
      lecture: "2",
    });
    expect(readSearchParams("admin", { q: "  Physics  ", after: "abc" })).toEqual({
      q: "  Physics  ",
      after: "abc",
    });
  });

  it("types what a page reads by its route: a parameter the manifest does not list does not compile", () => {
    const read = readSearchParams("latest", { tag: "Jobs", q: "physics" });
    // @ts-expect-error -- /latest reads no `q` (PAGES.latest.reads): this line is the test.
    expect([read.tag, read.q]).toEqual(["Jobs", undefined]);
  });

  it("gives each page with one address a path its own address matches", () => {
    for (const [name, route] of Object.entries(PAGES)) {
      if ("href" in route) expect([name, route.path.test(route.href)]).toEqual([name, true]);
    }
  });

  it("lets /search read its lists and their cursors, and drops a list it does not have", async () => {
    const { SEARCH_LIST_NAMES } = await import("@/server/search/queries");
    for (const list of SEARCH_LIST_NAMES) {
      expect(readSearchParams("search", { in: list, after: "WzEsMl0" })).toEqual({
        in: list,
        after: "WzEsMl0",
      });
    }
    expect(readSearchParams("search", { in: "nothing", after: "x y" })).toEqual({});
  });
});
