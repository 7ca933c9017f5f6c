import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createPolisher } from "./polish.mjs";
import { createSharedCache } from "./shared-cache.mjs";

// A page like the site's: long, with the repeats brotli's best quality finds and quality 5 misses.
const html = Array.from(
  { length: 400 },
  (_, n) =>
    `<li class="menu-item flex gap-2 px-${n % 7}"><a href="/coaching/notes/${n}">Notes ${n * 7919}</a></li>`,
).join("");
const keep = (body: string) => {
  const buffer = Buffer.from(body);
  const br = brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return { status: 200, headers: { "content-type": "text/html" }, body: buffer, br };
};
const newCache = () =>
  createSharedCache({
    maxBytes: 10_000_000,
    freshMs: 60_000,
    versionCheckMs: 1e9,
    version: () => undefined,
  });

describe("kept pages asked for again get brotli's best copy", () => {
  it("replaces the kept copy with a smaller one of the same page, fresh as it was", async () => {
    const cache = newCache();
    const polisher = createPolisher(cache);
    const page = keep(html);
    cache.set("/latest", page);
    polisher.polish("/latest", page);
    await polisher.idle();
    const kept = cache.get("/latest")!;
    expect(kept.fresh).toBe(true);
    expect(kept.page.br!.length).toBeLessThan(page.br.length);
    expect(brotliDecompressSync(kept.page.br!).toString()).toBe(html);
    // Done once: the better copy is not polished again.
    polisher.polish("/latest", kept.page);
    await polisher.idle();
    expect(cache.get("/latest")!.page).toBe(kept.page);
  });

  it("never puts back a page that a newer render or a content change replaced meanwhile", async () => {
    const cache = newCache();
    const polisher = createPolisher(cache);
    const old = keep(html);
    cache.set("/", old);
    cache.set("/latest", old);
    polisher.polish("/", old);
    polisher.polish("/latest", old);
    const newer = keep(`${html}<p>new</p>`);
    cache.set("/", newer);
    cache.deletePath("/latest");
    await polisher.idle();
    expect(cache.get("/")!.page).toBe(newer);
    expect(cache.get("/latest")).toBeUndefined();
  });

  it("leaves pages without a brotli copy alone, and lets at most 32 wait", async () => {
    const cache = newCache();
    const polisher = createPolisher(cache);
    const plain = { status: 200, headers: {}, body: Buffer.from("<p>small</p>") };
    cache.set("/small", plain);
    polisher.polish("/small", plain);
    await polisher.idle();
    expect(cache.get("/small")!.page).toBe(plain);

    const pages = Array.from({ length: 40 }, (_, n) => keep(`${html}${n}`));
    pages.forEach((page, n) => cache.set(`/p${n}`, page));
    pages.forEach((page, n) => polisher.polish(`/p${n}`, page));
    await polisher.idle();
    const better = pages.filter((page, n) => cache.get(`/p${n}`)!.page !== page);
    // The first starts at once, so 32 more wait behind it; the rest are not polished.
    expect(better).toHaveLength(33);
  });
});
