import {
  getNodeValue,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
} from "jsonc-parser";
import { csvRecords } from "./csv";
import { formatRule, ruleMessage, type RuleKey, type RuleValues } from "./rule-messages";
import {
  collections,
  emptyContentRows,
  naturalKey,
  type CollectionName,
  type ContentRows,
} from "./schemas";
import { nextTurn } from "./turns";

export type RowError = {
  file?: string;
  line: number;
  collection: string;
  field: string;
  /** The message's key in messages/en.json ("ContentRules") and its values. */
  key: RuleKey;
  values: RuleValues;
  /** The message in English. */
  message: string;
};

/** A row error with its message written out. */
export function rowError(
  where: { file?: string; line: number; collection: string; field: string },
  key: RuleKey,
  values: RuleValues = {},
): RowError {
  return { ...where, key, values, message: formatRule({ key, values }) };
}
export type ParseResult =
  /** `lines`: each row's line, by "collection:natural key" (naturalKey in schemas.ts). */
  | { ok: true; rows: ContentRows; lines: ReadonlyMap<string, number> }
  | { ok: false; errors: RowError[] };

type RawRow = { collection: CollectionName; line: number; value: unknown };

/**
 * Finds the line of an offset in the text. The line starts are found in one pass, then each
 * lookup is a binary search: rescanning the text for every row made a 20,000-row file take minutes.
 */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

function isCollection(name: string): name is CollectionName {
  return Object.hasOwn(collections, name);
}

function readJson(text: string, errors: RowError[]): RawRow[] {
  const lineAt = lineFinder(text);
  const syntax: ParseError[] = [];
  const root = parseTree(text, syntax, { disallowComments: true, allowTrailingComma: false });
  for (const e of syntax) {
    errors.push(
      rowError({ line: lineAt(e.offset), collection: "-", field: "-" }, "jsonSyntax", {
        problem: printParseErrorCode(e.error),
      }),
    );
  }
  if (syntax.length > 0) return [];
  if (root?.type !== "object") {
    errors.push(
      rowError({ line: 1, collection: "-", field: "-" }, "notAnObject", {
        names: Object.keys(collections).join(", "),
      }),
    );
    return [];
  }
  const rows: RawRow[] = [];
  for (const property of root.children ?? []) {
    const [keyNode, valueNode] = property.children ?? [];
    const name = String(keyNode?.value);
    const line = lineAt(property.offset);
    if (!isCollection(name)) {
      errors.push(rowError({ line, collection: name, field: "-" }, "unknownCollection"));
    } else if (valueNode?.type !== "array") {
      errors.push(rowError({ line, collection: name, field: "-" }, "notAnArray"));
    } else {
      for (const element of valueNode.children ?? ([] as Node[])) {
        rows.push({
          collection: name,
          line: lineAt(element.offset),
          value: getNodeValue(element),
        });
      }
    }
  }
  return rows;
}

/** Rows read or validated in one step of parseContentFileInSteps. */
const ROWS_PER_STEP = 1000;

/**
 * A CSV file holds lectures, or quiz questions when its header has a "question" column
 * (decision 0083).
 */
function* readCsv(text: string, errors: RowError[]): Generator<void, RawRow[]> {
  const records = csvRecords(text.replace(/^\uFEFF/, ""));
  const header = records.next();
  if (header.done) {
    errors.push(rowError({ line: 1, collection: "lectures", field: "-" }, "emptyCsv"));
    return [];
  }
  const names = header.value.cells.map((c) => c.trim());
  const collection: CollectionName = names.includes("question") ? "questions" : "lectures";
  const rows: RawRow[] = [];
  for (const record of records) {
    if (record.cells.length !== names.length) {
      errors.push(
        rowError({ line: record.line, collection, field: "-" }, "cellCount", {
          cells: record.cells.length,
          header: names.length,
        }),
      );
    }
    const value = Object.fromEntries(names.map((n, i) => [n, record.cells[i] ?? ""]));
    rows.push({ collection, line: record.line, value });
    if (rows.length % ROWS_PER_STEP === 0) yield;
  }
  return rows;
}

/** The reading and validation of a file, pausing after each ROWS_PER_STEP rows. */
function* parseSteps(text: string, fileName: string): Generator<void, ParseResult> {
  const errors: RowError[] = [];
  const raw = fileName.toLowerCase().endsWith(".csv")
    ? yield* readCsv(text, errors)
    : readJson(text, errors);
  const rows = emptyContentRows();
  const seen = new Map<string, number>();
  for (const [index, { collection, line, value }] of raw.entries()) {
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    const result = collections[collection].safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const { key, values } = ruleMessage(issue);
        errors.push(
          rowError({ line, collection, field: issue.path.join(".") || "-" }, key, values),
        );
      }
      continue;
    }
    const key = `${collection}:${naturalKey(collection, result.data)}`;
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push(rowError({ line, collection, field: "-" }, "duplicate", { line: first }));
      continue;
    }
    seen.set(key, line);
    (rows[collection] as unknown[]).push(result.data);
  }
  if (errors.length === 0) return { ok: true, rows, lines: seen };
  return { ok: false, errors: errors.map((e) => ({ ...e, file: fileName })) };
}

/** Reads a content file (JSON of collections, or CSV of lectures or questions); checks each row. */
export function parseContentFile(text: string, fileName: string): ParseResult {
  const steps = parseSteps(text, fileName);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * parseContentFile giving the event loop a turn between steps, so a server reading a large file
 * still answers other requests meanwhile (decision 0062). A JSON file's syntax is read in one go.
 */
export async function parseContentFileInSteps(
  text: string,
  fileName: string,
): Promise<ParseResult> {
  const steps = parseSteps(text, fileName);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}

export function formatRowErrors(errors: RowError[]): string {
  return errors
    .map(
      (e) =>
        `${e.file ?? "-"}:${e.line} ${e.collection}${e.field === "-" ? "" : `.${e.field}`}: ${e.message}`,
    )
    .join("\n");
}
