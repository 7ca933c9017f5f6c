import { unzipSync, type UnzipFileInfo } from "fflate";
import { LIBRARY_LIMITS } from "./convert";
import type { BulkError } from "./bulk-manifest";

/**
 * A bulk upload's ZIP (decision 0091) read with fflate (MIT): the sizes each entry declares are
 * checked before anything is inflated, an entry is inflated into a buffer of its declared size
 * (so a lying entry cannot grow past it), and what came out must be that size. Together they
 * bound the memory a ZIP bomb can take to BULK_ZIP_LIMITS.totalBytes.
 */
export const BULK_ZIP_LIMITS = {
  /** The ZIP itself: a document's own limit (decision 0091). */
  zipBytes: LIBRARY_LIMITS.bytes,
  /** Every entry inflated together. */
  totalBytes: 2 * LIBRARY_LIMITS.bytes,
  /** Entries, folders and stray files included. */
  entries: 200,
  csvBytes: 1024 * 1024,
} as const;

export type BulkZip =
  { ok: true; csv: string; pdfs: Map<string, Uint8Array> } | { ok: false; errors: BulkError[] };

const zipError = (message: string, values?: BulkError["values"]): BulkZip => ({
  ok: false,
  errors: [{ line: null, field: "zip", message, ...(values && { values }) }],
});

/** Folders and what operating systems add on their own (macOS's __MACOSX, dot files). */
function ignored(name: string): boolean {
  return name.endsWith("/") || name.startsWith("__MACOSX/") || /(^|\/)\./.test(name);
}

export function readBulkZip(zip: Uint8Array): BulkZip {
  if (zip.length > BULK_ZIP_LIMITS.zipBytes)
    return zipError("zipTooLarge", { megabytes: BULK_ZIP_LIMITS.zipBytes / 1024 / 1024 });
  // A ZIP starts with a local file header ("PK\3\4"), whatever the file's name says.
  if (zip.length < 4 || zip[0] !== 0x50 || zip[1] !== 0x4b || zip[2] !== 3 || zip[3] !== 4)
    return zipError("notZip");
  let entries = 0;
  let total = 0;
  // Set by the filter as fflate reads the entries (a plain `null` would narrow it for good).
  let over = null as "tooManyEntries" | "zipTooBig" | null;
  const declared = new Map<string, number>();
  const keep = (file: UnzipFileInfo) => {
    entries += 1;
    // A stored entry takes its compressed size, whatever it declares.
    total += Math.max(file.originalSize, file.size);
    if (entries > BULK_ZIP_LIMITS.entries) over = "tooManyEntries";
    else if (total > BULK_ZIP_LIMITS.totalBytes) over = "zipTooBig";
    if (over || ignored(file.name)) return false;
    declared.set(file.name, file.originalSize);
    return true;
  };
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, { filter: keep });
  } catch {
    return zipError("zipBroken");
  }
  if (over === "tooManyEntries") return zipError(over, { count: BULK_ZIP_LIMITS.entries });
  if (over) return zipError(over, { megabytes: BULK_ZIP_LIMITS.totalBytes / 1024 / 1024 });
  return sortEntries(files, declared);
}

/** One CSV and PDFs; anything else is named. */
function sortEntries(files: Record<string, Uint8Array>, declared: Map<string, number>): BulkZip {
  const errors: BulkError[] = [];
  const csvs: string[] = [];
  const pdfs = new Map<string, Uint8Array>();
  for (const [name, bytes] of Object.entries(files)) {
    if (bytes.length !== declared.get(name)) {
      errors.push({ line: null, field: "zip", message: "entryBroken", values: { file: name } });
    } else if (/\.csv$/i.test(name)) {
      if (bytes.length > BULK_ZIP_LIMITS.csvBytes)
        errors.push({ line: null, field: "zip", message: "csvTooLarge", values: { file: name } });
      else csvs.push(new TextDecoder("utf-8").decode(bytes));
    } else if (/\.pdf$/i.test(name)) {
      pdfs.set(name, bytes);
    } else {
      errors.push({ line: null, field: "zip", message: "otherFile", values: { file: name } });
    }
  }
  if (csvs.length !== 1)
    errors.push({ line: null, field: "zip", message: "oneCsv", values: { count: csvs.length } });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, csv: csvs[0]!, pdfs };
}
