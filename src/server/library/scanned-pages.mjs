// @ts-check
/*
 * A scanned paper sent as page images (JPEG, PNG or WebP) instead of a PDF: each image becomes the
 * same page images as a PDF's page (decision 0105), with no text, and the images together the
 * document's original, a PDF of one JPEG per page that students download. Run in the conversion
 * thread (./convert-worker.mjs), never on the serving thread.
 */
import sharp from "sharp";

/** A phone's photo is about 12 megapixels; a larger image is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;
/** The original PDF's page width in points (A4); the height follows the image. */
const PAGE_WIDTH = 595;

/**
 * @param {Uint8Array} data
 * @param {{ widths: { zoom: number, phone: number, thumb: number }, webp: import("sharp").WebpOptions }} options
 */
async function scanPage(data, { widths, webp }) {
  const image = sharp(data, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .flatten({ background: "#ffffff" })
    .resize({ width: widths.zoom });
  const encode = (/** @type {number} */ width) =>
    image.clone().resize({ width }).webp(webp).toBuffer({ resolveWithObject: true });
  const [zoom, phone, thumb] = [
    await encode(widths.zoom),
    await encode(widths.phone),
    await encode(widths.thumb),
  ];
  const jpeg = await image.clone().jpeg({ quality: 80 }).toBuffer({ resolveWithObject: true });
  const page = {
    zoom: zoom.data,
    phone: phone.data,
    thumb: thumb.data,
    width: phone.info.width,
    height: phone.info.height,
    text: "",
  };
  return { page, jpeg: { data: jpeg.data, width: jpeg.info.width, height: jpeg.info.height } };
}

/**
 * A PDF of one JPEG per page, written by hand: each page an image XObject (DCTDecode, the JPEG's
 * bytes as they are) drawn over the whole page.
 * @param {{ data: Buffer, width: number, height: number }[]} jpegs
 */
export function jpegPdf(jpegs) {
  const header = Buffer.from("%PDF-1.4\n%\xE2\xE3\xCF\xD3\n", "latin1");
  /** @type {Buffer[]} */
  const parts = [header];
  /** @type {number[]} */
  const offsets = [];
  let length = header.length;
  const add = (/** @type {number} */ id, /** @type {(string | Buffer)[]} */ chunks) => {
    offsets[id] = length;
    for (const chunk of [`${id} 0 obj\n`, ...chunks, "\nendobj\n"]) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk, "latin1") : chunk;
      parts.push(bytes);
      length += bytes.length;
    }
  };
  const pageIds = jpegs.map((_, n) => 3 + n * 3);
  add(1, ["<< /Type /Catalog /Pages 2 0 R >>"]);
  add(2, [
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${jpegs.length} >>`,
  ]);
  for (const [n, jpeg] of jpegs.entries()) {
    const [page, image, content] = [pageIds[n] ?? 0, (pageIds[n] ?? 0) + 1, (pageIds[n] ?? 0) + 2];
    const height = Math.round((PAGE_WIDTH * jpeg.height) / jpeg.width);
    const draw = `q ${PAGE_WIDTH} 0 0 ${height} 0 0 cm /Im Do Q`;
    add(page, [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${height}] `,
      `/Resources << /XObject << /Im ${image} 0 R >> >> /Contents ${content} 0 R >>`,
    ]);
    add(image, [
      `<< /Type /XObject /Subtype /Image /Width ${jpeg.width} /Height ${jpeg.height} `,
      `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.data.length} >>\nstream\n`,
      jpeg.data,
      "\nendstream",
    ]);
    add(content, [`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`]);
  }
  const count = offsets.length;
  const xref = [`xref\n0 ${count}\n0000000000 65535 f \n`];
  for (let id = 1; id < count; id++)
    xref.push(`${String(offsets[id]).padStart(10, "0")} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  parts.push(Buffer.from(xref.join(""), "latin1"));
  return Buffer.concat(parts);
}

/**
 * Every image of one document, in order, reporting each page; refused as a whole when one
 * cannot be read (damaged, or over MAX_PIXELS).
 * @param {Uint8Array[]} images  @param {number} index  the document's place in the thread's list
 * @param {Parameters<typeof scanPage>[1]} options
 * @param {(message: unknown) => void} post
 */
export async function convertScans(images, index, options, post) {
  const pages = [];
  const jpegs = [];
  for (const [n, data] of images.entries()) {
    const scanned = await scanPage(data, options).catch(() => null);
    if (!scanned) return { refused: "imageBroken" };
    pages.push(scanned.page);
    jpegs.push(scanned.jpeg);
    post({ type: "progress", index, page: n + 1, pages: images.length });
  }
  return { pages, pdf: jpegPdf(jpegs) };
}
