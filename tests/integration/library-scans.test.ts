import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { libraryDocuments, libraryFiles, libraryPages } from "@/server/db/schema";
import { LIBRARY_LIMITS, convertPdf } from "@/server/library/convert";
import type { DocumentFields } from "@/server/library/fields";
import { publishPdf } from "@/server/library/publish";
import { disguisedExecutable, textPdf } from "../support/pdfs";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

/*
 * A scanned paper sent as page images (decision 0105): the same page images as a PDF's, no text,
 * and a PDF of the scans as the original; anything else is refused with its reason and nothing
 * is written.
 */

const fields: DocumentFields = {
  kind: "past-papers",
  class: "10th",
  subject: "chemistry",
  title: "Scanned Chemistry Paper 2023",
  chapter: null,
  board: "bise-gujranwala",
  year: 2023,
  group: null,
  part: null,
  paper: null,
  exam: null,
};

/** A page photographed: a white sheet with a dark band, in the given format. */
function scan(format: "jpeg" | "png" | "webp", width = 1000, height = 1400): Promise<Buffer> {
  const band = Buffer.from(
    `<svg width="${width}" height="${height}"><rect y="100" width="${width}" height="80"/></svg>`,
  );
  return sharp({ create: { width, height, channels: 3, background: "#f8f8f0" } })
    .composite([{ input: band }])
    .toFormat(format)
    .toBuffer();
}

describe.each(DATABASE_KINDS)("scanned papers on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(() => handle.close());

  async function rows() {
    const [documents] = await handle.db.select({ n: count() }).from(libraryDocuments);
    const [pages] = await handle.db.select({ n: count() }).from(libraryPages);
    return [documents?.n, pages?.n];
  }

  it("makes a JPEG, a PNG and a WebP page into page images, and their PDF the original", async () => {
    const images = [await scan("jpeg"), await scan("png", 1200, 900), await scan("webp")];
    const progress: string[] = [];
    const result = await publishPdf(handle.db, fields, images, null, {
      onProgress: (page, pages) => progress.push(`${page}/${pages}`),
    });
    if (!result.ok) throw new Error(result.refused);
    expect(progress).toEqual(["1/3", "2/3", "3/3"]);
    const pages = await handle.db
      .select()
      .from(libraryPages)
      .where(eq(libraryPages.documentId, result.row.id))
      .orderBy(libraryPages.page);
    expect(pages.map((page) => [page.text, page.width, page.height])).toEqual([
      ["", 720, 1008],
      ["", 720, 540],
      ["", 720, 1008],
    ]);
    const [phone, zoom, thumb] = await Promise.all(
      [pages[1]!.phone, pages[1]!.zoom, pages[1]!.thumb].map((bytes) => sharp(bytes).metadata()),
    );
    expect([phone?.format, zoom?.width, thumb?.width]).toEqual(["webp", 1440, 200]);

    // The original is a PDF of the scans that the library's own converter reads page by page.
    const [file] = await handle.db
      .select()
      .from(libraryFiles)
      .where(eq(libraryFiles.documentId, result.row.id));
    expect(result.row.size).toBe(file!.pdf.length);
    const reread = await convertPdf(new Uint8Array(file!.pdf));
    expect(reread.ok && reread.pages.map((page) => page.width)).toEqual([720, 720, 720]);
  });

  it("refuses a file that is not an image, too many pages, too much, and a damaged image", async () => {
    const before = await rows();
    const page = await scan("jpeg", 200, 280);
    const refusal = async (images: Uint8Array[]) => {
      const result = await publishPdf(handle.db, fields, images, null);
      return result.ok ? "published" : result.refused;
    };
    expect(await refusal([page, disguisedExecutable()])).toBe("notImage");
    expect(await refusal([page, await textPdf(1)])).toBe("notImage");
    expect(await refusal(Array.from({ length: LIBRARY_LIMITS.pages + 1 }, () => page))).toBe(
      "tooManyPages",
    );
    const huge = new Uint8Array(LIBRARY_LIMITS.bytes);
    huge.set(page);
    expect(await refusal([page, huge])).toBe("tooLarge");
    // A JPEG's first bytes with nothing after them: it passes the signature, not the decoding.
    expect(await refusal([page, page.subarray(0, 64)])).toBe("imageBroken");
    expect(await refusal([])).toBe("empty");
    expect(await rows()).toEqual(before);
  });
});
