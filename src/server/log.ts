type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

// Fields that must never reach the logs in clear, at any depth.
const SECRET_KEYS = /pass(word)?|token|secret|cookie|authorization|email|session/i;
// The same things inside free text, such as an error message quoting a row.
const EMAIL = /[^\s@"'<>(),;:=]+@[^\s@"'<>(),;:=]+\.[A-Za-z]{2,}/g;
const BEARER = /\bBearer\s+[^\s"']+/gi;
const SECRET_PARAM = /\b(pass(?:word)?|token|secret|session)([=:]\s*)[^\s&"',;]+/gi;
const MAX_DEPTH = 5;

function scrub(text: string): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(BEARER, "Bearer [redacted]")
    .replace(SECRET_PARAM, "$1$2[redacted]");
}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrub(value);
  if (value instanceof Error) return { name: value.name, message: scrub(value.message) };
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[nested]";
  if (Array.isArray(value)) return value.map((v) => clean(v, depth + 1));
  return redact(value as Record<string, unknown>, depth + 1);
}

/** The fields as they may be logged: secrets by name replaced, emails and tokens in text masked. */
export function redact(fields: Record<string, unknown>, depth = 0): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [
      k,
      SECRET_KEYS.test(k) && v !== undefined ? "[redacted]" : clean(v, depth),
    ]),
  );
}

function minLevel(): number {
  const wanted = process.env.LOG_LEVEL as Level | undefined;
  return ORDER[wanted ?? "info"] ?? ORDER.info;
}

/** One JSON line per event on stdout (warnings and errors on stderr). */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < minLevel()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...redact(fields) });
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}
