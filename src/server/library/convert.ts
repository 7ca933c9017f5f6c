import path from "node:path";
import { Worker } from "node:worker_threads";
import { remember } from "@/lib/remember.mjs";

/**
 * PDF to page images and text (decision 0075): checked here (size, that it is a PDF, not
 * encrypted), then converted by ./convert-worker.mjs in a thread of its own with a memory and a
 * time limit, one document at a time per server process, never on the serving thread.
 */

export const LIBRARY_LIMITS = {
  bytes: 50 * 1024 * 1024,
  pages: 400,
  /** Pages take 0.3 to 0.5 s each here (decision 0075): 400 pages fit with room to spare. */
  timeoutMs: 5 * 60_000,
  memoryMb: 512,
} as const;

export type ConvertedPage = {
  phone: Buffer;
  zoom: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  text: string;
};

export type Refusal =
  | "tooLarge"
  | "empty"
  | "notPdf"
  | "encrypted"
  | "broken"
  | "tooManyPages"
  | "javascript"
  | "attachments"
  | "tooSlow"
  | "notImage"
  | "imageBroken";

/** A page done, of how many, in which of the files sent together. */
export type Progress = (page: number, pages: number, index: number) => void;

/** `pdf`: the original made from a scanned paper's images (decision 0105). */
export type Conversion =
  { ok: true; pages: ConvertedPage[]; pdf?: Uint8Array } | { ok: false; refused: Refusal };

type WorkerResult = { refused: Refusal } | { pages: ConvertedPage[]; pdf?: Uint8Array };
/** A PDF, or a scanned paper's page images in order. */
type WorkerDocument = Uint8Array | Uint8Array[];

type WorkerMessage =
  | { type: "progress"; index: number; page: number; pages: number }
  | {
      type: "result";
      index: number;
      result: WorkerResult;
    };

// Beside the migrations: run by Node as it is, never bundled (like the database's thread).
const WORKER_FILE = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  "src/server/library/convert-worker.mjs",
);

/** What can be told without converting: the size, the signature, an encryption dictionary. */
export function precheck(pdf: Uint8Array): Refusal | undefined {
  if (pdf.length === 0) return "empty";
  if (pdf.length > LIBRARY_LIMITS.bytes) return "tooLarge";
  // A PDF starts with "%PDF-" (readers accept it within the first KB); the name proves nothing.
  const head = Buffer.from(pdf.subarray(0, 1024)).toString("latin1");
  if (!head.includes("%PDF-")) return "notPdf";
  // Any encryption, also with an empty user password (which readers open without asking).
  if (Buffer.from(pdf.buffer, pdf.byteOffset, pdf.length).includes("/Encrypt")) return "encrypted";
  return undefined;
}

/** JPEG, PNG or WebP by their first bytes, whatever the file's name says. */
function isImage(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 12));
  return (
    head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) ||
    head.subarray(0, 8).equals(Buffer.from("\x89PNG\r\n\x1a\n", "latin1")) ||
    (head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP")
  );
}

/** A scanned paper's images (decision 0105): how many, their size together, that each is one. */
export function precheckScans(images: Uint8Array[]): Refusal | undefined {
  if (images.length === 0 || images.some((image) => image.length === 0)) return "empty";
  if (images.length > LIBRARY_LIMITS.pages) return "tooManyPages";
  const bytes = images.reduce((sum, image) => sum + image.length, 0);
  if (bytes > LIBRARY_LIMITS.bytes) return "tooLarge";
  return images.every(isImage) ? undefined : "notImage";
}

function answer(result: WorkerResult): Conversion {
  if ("refused" in result) return { ok: false, refused: result.refused };
  // Bytes come back from the thread as Uint8Arrays: the database driver wants Buffers.
  const pages = result.pages.map((page) => ({
    ...page,
    phone: Buffer.from(page.phone),
    zoom: Buffer.from(page.zoom),
    thumb: Buffer.from(page.thumb),
  }));
  return { ok: true, pages, ...("pdf" in result && result.pdf && { pdf: result.pdf }) };
}

function runWorker(pdfs: WorkerDocument[], onProgress?: Progress): Promise<Conversion[]> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { documents: pdfs, maxPages: LIBRARY_LIMITS.pages },
      resourceLimits: { maxOldGenerationSizeMb: LIBRARY_LIMITS.memoryMb },
    });
    const answers: Conversion[] = [];
    let settled = false;
    let received = 0;
    // Whatever has no answer when the thread stops early was too slow or broke it.
    const finish = (rest: Refusal) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      while (answers.length < pdfs.length) answers.push({ ok: false, refused: rest });
      resolve(answers);
    };
    const timer = setTimeout(() => finish("tooSlow"), LIBRARY_LIMITS.timeoutMs * pdfs.length);
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "progress") onProgress?.(message.page, message.pages, message.index);
      else {
        answers[message.index] = answer(message.result);
        received += 1;
        if (received === pdfs.length) finish("broken");
      }
    });
    // Out of memory or a crash in the PDF library: the thread ends, the server does not.
    worker.on("error", () => finish("broken"));
    worker.on("exit", () => finish("broken"));
  });
}

const queue = remember("library-conversions", (): { tail: Promise<unknown> } => ({
  tail: Promise.resolve(),
}));

/**
 * Converts PDFs after the ones already waiting, in one thread; never throws for a bad file. Each
 * file gets its own answer, in order.
 */
export async function convertPdfs(
  pdfs: WorkerDocument[],
  onProgress?: Progress,
): Promise<Conversion[]> {
  const answers: (Conversion | undefined)[] = pdfs.map((pdf) => {
    const refused = Array.isArray(pdf) ? precheckScans(pdf) : precheck(pdf);
    return refused ? { ok: false, refused } : undefined;
  });
  const todo = pdfs.filter((_, index) => !answers[index]);
  if (todo.length > 0) {
    const run = queue.tail.then(() => runWorker(todo, onProgress));
    queue.tail = run.catch(() => undefined);
    const converted = await run;
    for (const [index, existing] of answers.entries())
      if (!existing) answers[index] = converted.shift();
  }
  return answers.map((entry) => entry ?? { ok: false, refused: "broken" });
}

export async function convertPdf(pdf: Uint8Array, onProgress?: Progress): Promise<Conversion> {
  const [answer] = await convertPdfs([pdf], onProgress);
  return answer ?? { ok: false, refused: "broken" };
}

/** A scanned paper's page images made into pages like a PDF's, and a PDF of them (0105). */
export async function convertScans(
  images: Uint8Array[],
  onProgress?: Progress,
): Promise<Conversion> {
  const [answer] = await convertPdfs([images], onProgress);
  return answer ?? { ok: false, refused: "broken" };
}
