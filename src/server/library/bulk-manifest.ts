import { csvRecords } from "@/server/content/csv";
import { DOCUMENT_FIELDS, parseDocumentFields, type DocumentFields } from "./fields";

/**
 * The CSV of a bulk upload (decision 0091): one row per PDF of the ZIP, a `file` column naming
 * it and the upload form's fields. Every error names its line and column, and nothing is
 * published unless there is none.
 */

/** Documents in one bulk upload: each is converted in turn, a few seconds each. */
export const MAX_BULK_DOCUMENTS = 100;

export const BULK_COLUMNS = ["file", ...DOCUMENT_FIELDS] as const;
const REQUIRED_COLUMNS = ["file", "kind", "class", "subject", "title"] as const;

/** A message key under "Library.bulk.errors" or "Library.workspace.errors", with its values. */
export type BulkError = {
  /** The CSV's line (1 is the header); null for the ZIP as a whole. */
  line: number | null;
  field: string;
  message: string;
  values?: Record<string, string | number>;
};

export type BulkEntry = { line: number; file: string; fields: DocumentFields };

export type ManifestCheck = { ok: true; entries: BulkEntry[] } | { ok: false; errors: BulkError[] };

/** The rows of the CSV, each checked against the ZIP's PDF names. */
export function checkBulkManifest(csv: string, pdfNames: ReadonlySet<string>): ManifestCheck {
  const errors: BulkError[] = [];
  const records = csvRecords(csv.replace(/^\uFEFF/, ""));
  const header = records.next();
  if (header.done) return { ok: false, errors: [{ line: 1, field: "-", message: "emptyCsv" }] };
  const names = header.value.cells.map((cell) => cell.trim());
  for (const name of names)
    if (!(BULK_COLUMNS as readonly string[]).includes(name))
      errors.push({ line: 1, field: name || "-", message: "unknownColumn" });
  for (const name of REQUIRED_COLUMNS)
    if (!names.includes(name)) errors.push({ line: 1, field: name, message: "missingColumn" });
  if (errors.length > 0) return { ok: false, errors };

  const entries: BulkEntry[] = [];
  const listed = new Set<string>();
  for (const record of records) {
    if (entries.length + errors.length >= MAX_BULK_DOCUMENTS) {
      errors.push({
        line: record.line,
        field: "-",
        message: "tooMany",
        values: { count: MAX_BULK_DOCUMENTS },
      });
      break;
    }
    const row = Object.fromEntries(names.map((name, i) => [name, record.cells[i]?.trim() ?? ""]));
    const rowErrors: BulkError[] = [];
    if (record.cells.length !== names.length)
      rowErrors.push({
        line: record.line,
        field: "-",
        message: "cellCount",
        values: { cells: record.cells.length, header: names.length },
      });
    const file = row.file ?? "";
    if (!pdfNames.has(file))
      rowErrors.push({ line: record.line, field: "file", message: "noFile" });
    else if (listed.has(file))
      rowErrors.push({ line: record.line, field: "file", message: "fileTwice" });
    listed.add(file);
    const parsed = parseDocumentFields(row);
    if (!parsed.ok)
      for (const [field, message] of Object.entries(parsed.errors))
        rowErrors.push({ line: record.line, field, message });
    if (parsed.ok && rowErrors.length === 0)
      entries.push({ line: record.line, file, fields: parsed.fields });
    errors.push(...rowErrors);
  }
  if (entries.length + errors.length === 0) errors.push({ line: 2, field: "-", message: "noRows" });
  for (const name of pdfNames)
    if (!listed.has(name))
      errors.push({ line: null, field: "file", message: "unlisted", values: { file: name } });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, entries };
}
