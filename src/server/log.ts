type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

// Fields that must never reach the logs in clear.
const SECRET_KEYS = /pass(word)?|token|secret|cookie|authorization|email/i;

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([k, v]) => {
      if (SECRET_KEYS.test(k)) return [k, "[redacted]"];
      if (v instanceof Error) return [k, { name: v.name, message: v.message }];
      return [k, v];
    }),
  );
}

function minLevel(): number {
  const wanted = process.env.LOG_LEVEL as Level | undefined;
  return ORDER[wanted ?? "info"] ?? ORDER.info;
}

/** One JSON line per event on stdout (errors on stderr). */
export function log(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < minLevel()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...redact(fields) });
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}
