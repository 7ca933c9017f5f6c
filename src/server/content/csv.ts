export type CsvRecord = { line: number; cells: string[] };

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and newlines. Records keep their line. */
export function parseCsv(text: string): CsvRecord[] {
  return [...csvRecords(text)];
}

/** parseCsv one record at a time, so a reader can stop between records (decision 0062). */
export function* csvRecords(text: string): Generator<CsvRecord> {
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = (): CsvRecord | undefined => {
    cells.push(cell);
    const record = cells.length > 1 || cells[0] !== "" ? { line: recordLine, cells } : undefined;
    cells = [];
    cell = "";
    return record;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === "") {
      quoted = true;
    } else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      const record = endRecord();
      line++;
      recordLine = line;
      if (record) yield record;
    } else {
      cell += ch;
    }
  }
  const last = cell !== "" || cells.length > 0 ? endRecord() : undefined;
  if (last) yield last;
}
