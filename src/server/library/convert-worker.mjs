// @ts-check
/*
 * Turns one PDF into page images and text, in a thread of its own with a memory limit, so a
 * hostile or huge file can only end this thread (decision 0075). Run by Node as it is, never
 * bundled: the host (./convert.ts) starts it with the file's bytes and reads its messages.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { convertScans } from "./scanned-pages.mjs";

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve("pdfjs-dist/package.json"));
/** Rendered once at the zoom width; the phone image and the thumbnail are made from it. */
const WIDTHS = { zoom: 1440, phone: 720, thumb: 200 };
const WEBP = { quality: 72, effort: 2 };

/** @param {import("pdfjs-dist/types/src/display/api").PDFPageProxy} page */
async function pageText(page) {
  const content = await page.getTextContent();
  let text = "";
  for (const item of content.items) {
    if (!("str" in item)) continue;
    text += item.str + (item.hasEOL ? "\n" : "");
  }
  // PostgreSQL text cannot hold NUL, which some PDFs' text carries.
  return text
    .replaceAll("\0", "")
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Scripts or attachments anywhere: the document level, then each page's annotations. */
async function activeContent(/** @type {import("pdfjs-dist").PDFDocumentProxy} */ doc) {
  const attachments = await doc.getAttachments();
  if (attachments && Object.keys(attachments).length > 0) return "attachments";
  const actions = await doc.getJSActions();
  if (actions && Object.keys(actions).length > 0) return "javascript";
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const pageActions = await page.getJSActions();
    if (pageActions && Object.keys(pageActions).length > 0) return "javascript";
    for (const annotation of await page.getAnnotations()) {
      if (annotation.annotationType === 17 /* FILEATTACHMENT */) return "attachments";
      if (annotation.actions && Object.keys(annotation.actions).length > 0) return "javascript";
    }
    page.cleanup();
  }
  return undefined;
}

async function convert(
  /** @type {Uint8Array} */ data,
  /** @type {number} */ maxPages,
  /** @type {number} */ index,
) {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    standardFontDataUrl: `${PDFJS_DIR}/standard_fonts/`,
    cMapUrl: `${PDFJS_DIR}/cmaps/`,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return { refused: name === "PasswordException" ? "encrypted" : "broken" };
  }
  if (doc.numPages > maxPages) return { refused: "tooManyPages", pages: doc.numPages };
  const active = await activeContent(doc);
  if (active) return { refused: active };
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: WIDTHS.zoom / base.width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdf.js draws on any 2D context; @napi-rs/canvas's is the one it uses in Node itself.
    const canvasContext = /** @type {CanvasRenderingContext2D} */ (
      /** @type {unknown} */ (context)
    );
    await page.render({ canvas: null, canvasContext, viewport }).promise;
    // Raw pixels straight to sharp: encoding a PNG between would cost as much as drawing.
    const image = sharp(canvas.data(), {
      raw: { width: canvas.width, height: canvas.height, channels: 4 },
    });
    const encode = (/** @type {number} */ width) =>
      image.clone().resize({ width }).webp(WEBP).toBuffer({ resolveWithObject: true });
    const [zoom, phone, thumb] = [
      await encode(WIDTHS.zoom),
      await encode(WIDTHS.phone),
      await encode(WIDTHS.thumb),
    ];
    pages.push({
      zoom: zoom.data,
      phone: phone.data,
      thumb: thumb.data,
      width: phone.info.width,
      height: phone.info.height,
      text: await pageText(page),
    });
    page.cleanup();
    parentPort?.postMessage({ type: "progress", index, page: n, pages: doc.numPages });
  }
  await doc.destroy();
  return { pages };
}

/*
 * Several documents may come in one thread (the demo content at first start): pdf.js and sharp
 * load once. Each answer names its document's place in the list. A document sent as a list of
 * page images is a scanned paper (./scanned-pages.mjs).
 */
const { documents, maxPages } =
  /** @type {{ documents: (Uint8Array | Uint8Array[])[], maxPages: number }} */ (workerData);
const post = (/** @type {unknown} */ message) => parentPort?.postMessage(message);
for (const [index, data] of documents.entries()) {
  /** @type {unknown} */
  let result;
  try {
    result = Array.isArray(data)
      ? await convertScans(data, index, { widths: WIDTHS, webp: WEBP }, post)
      : await convert(data, maxPages, index);
  } catch {
    result = { refused: "broken" };
  }
  post({ type: "result", index, result });
}
