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
  /** A 400-page document takes about a minute and a half on one core of this machine. */
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
  | "tooSlow";

export type Conversion = { ok: true; pages: ConvertedPage[] } | { ok: false; refused: Refusal };

type WorkerMessage =
  | { type: "progress"; page: number; pages: number }
  | { type: "result"; result: { refused: Refusal } | { pages: ConvertedPage[] } };

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

function runWorker(pdf: Uint8Array, onProgress?: (page: number, pages: number) => void) {
  return new Promise<Conversion>((resolve) => {
    const worker = new Worker(WORKER_FILE, {
      workerData: { data: pdf, maxPages: LIBRARY_LIMITS.pages },
      resourceLimits: { maxOldGenerationSizeMb: LIBRARY_LIMITS.memoryMb },
    });
    let settled = false;
    const finish = (conversion: Conversion) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(conversion);
    };
    const timer = setTimeout(
      () => finish({ ok: false, refused: "tooSlow" }),
      LIBRARY_LIMITS.timeoutMs,
    );
    worker.on("message", (message: WorkerMessage) => {
      if (message.type === "progress") onProgress?.(message.page, message.pages);
      else if ("refused" in message.result) finish({ ok: false, refused: message.result.refused });
      else
        finish({
          ok: true,
          pages: message.result.pages.map((page) => ({
            ...page,
            phone: Buffer.from(page.phone),
            zoom: Buffer.from(page.zoom),
            thumb: Buffer.from(page.thumb),
          })),
        });
    });
    // Out of memory or a crash in the PDF library: the thread ends, the server does not.
    worker.on("error", () => finish({ ok: false, refused: "broken" }));
    worker.on("exit", () => finish({ ok: false, refused: "broken" }));
  });
}

const queue = remember("library-conversions", (): { tail: Promise<unknown> } => ({
  tail: Promise.resolve(),
}));

/** Converts one PDF after the ones already waiting; never throws for a bad file. */
export function convertPdf(
  pdf: Uint8Array,
  onProgress?: (page: number, pages: number) => void,
): Promise<Conversion> {
  const refused = precheck(pdf);
  if (refused) return Promise.resolve({ ok: false, refused });
  const run = queue.tail.then(() => runWorker(pdf, onProgress));
  queue.tail = run.catch(() => undefined);
  return run;
}
