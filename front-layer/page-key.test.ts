import { describe, expect, it } from "vitest";
import { PAGE_ROUTES } from "./contract.mjs";
import { pageKey } from "./page-key.mjs";

const key = (url: string) => pageKey(url).key;
const PLAYER = "/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities";

describe("pageKey", () => {
  it("keeps the parameters each page reads and drops every other one", () => {
    expect(key("/latest?tag=Jobs&utm_source=whatsapp&fbclid=IwAR0")).toBe("/latest?tag=Jobs");
    expect(key("/search?q=physics&junk=1")).toBe("/search?q=physics");
    expect(key(`${PLAYER}?lecture=2&utm_medium=x`)).toBe(`${PLAYER}?lecture=2`);
    expect(key("/login?next=%2Flatest&error=google&x=1")).toBe(
      "/login?error=google&next=%2Flatest",
    );
    expect(key("/register?next=/latest")).toBe("/register?next=%2Flatest");
  });

  it("gives pages that read no parameter one entry, whatever the query", () => {
    for (const url of ["/", "/?q=1", "/?utm_source=x&tag=Jobs", "/?", "/?&&=&%zz"]) {
      expect(key(url), url).toBe("/");
    }
    expect(key("/coaching/lectures-quizzes/9th?lecture=1")).toBe("/coaching/lectures-quizzes/9th");
    expect(key("/latest?lecture=1")).toBe("/latest");
  });

  it("writes one spelling for the same values: order, encoding, plus for space", () => {
    const spellings = [
      "/login?next=/a b&error=google",
      "/login?error=google&next=%2Fa%20b",
      "/login?error=google&next=%2Fa+b",
      "/login?utm=1&error=google&x=2&next=/a%20b",
      "/login?n%65xt=%2Fa+b&error=google",
    ];
    expect(new Set(spellings.map(key))).toEqual(new Set(["/login?error=google&next=%2Fa+b"]));
  });

  it("keeps repeated values in their order, and empty or malformed ones as values", () => {
    expect(key("/latest?tag=b&x=1&tag=a")).toBe("/latest?tag=b&tag=a");
    expect(key("/latest?tag=")).toBe("/latest?tag=");
    expect(key("/search?q=%zz")).toBe("/search?q=%25zz");
    expect(key("/search?Q=physics")).toBe("/search");
  });

  it("leaves the path as it came and marks personal pages", () => {
    expect(key("/LATEST?tag=x")).toBe("/LATEST");
    expect(pageKey("/latest").personal).toBe(false);
    expect(pageKey("/admin/lectures?page=2").personal).toBe(true);
    expect(pageKey("/student-portal").personal).toBe(true);
    expect(pageKey("/administrator").personal).toBe(false);
    expect(pageKey("/login?next=%2F").readsSession).toBe(true);
    expect(pageKey("/latest").readsSession).toBe(false);
  });

  it("lists each route once", () => {
    const sources = PAGE_ROUTES.map((route) => route.path.source);
    expect(new Set(sources).size).toBe(sources.length);
  });
});
