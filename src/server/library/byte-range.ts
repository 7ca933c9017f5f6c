/**
 * One `Range: bytes=…` of a download (RFC 9110): the first and last byte asked for, "all" for no
 * or an unreadable header (answered whole, as the RFC allows), or "unsatisfiable" (416).
 */
export function byteRange(
  header: string | null,
  size: number,
): { start: number; end: number } | "all" | "unsatisfiable" {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return "all";
  const [first, last] = [match[1] ?? "", match[2] ?? ""];
  if (first === "") {
    // "-500": the last 500 bytes.
    const length = Math.min(Number(last), size);
    return length === 0 ? "unsatisfiable" : { start: size - length, end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
