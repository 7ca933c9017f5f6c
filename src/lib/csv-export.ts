/*
 * CSV for spreadsheets. A cell a spreadsheet would read as a formula (starting with =, +, -, @,
 * a tab or a carriage return) gets a leading apostrophe, so an address someone typed as
 * "=HYPERLINK(...)" stays text when an admin opens the export (CSV injection, OWASP).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line per row, CRLF-terminated as RFC 4180 asks. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
}
