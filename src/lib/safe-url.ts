const MAX_NEXT_PATH_LENGTH = 2048;

// Only used to resolve paths; a reserved name can never be a real site.
const PLACEHOLDER_ORIGIN = "https://parhai.invalid";

// Browsers drop tabs and newlines inside URLs ("java\tscript:", "/\t/evil"), so a value that
// holds any control character could be read differently from how it was checked.
function hasControlCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

// "//host" and "/\host" are read by browsers as links to another host.
function isSameOriginPath(value: string): boolean {
  if (!value.startsWith("/") || value[1] === "/" || value[1] === "\\") return false;
  if (hasControlCharacter(value)) return false;
  return parseUrl(value, PLACEHOLDER_ORIGIN)?.origin === PLACEHOLDER_ORIGIN;
}

// try/catch rather than URL.canParse, which older phone browsers lack.
function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

function isAbsoluteHttpUrl(value: string): boolean {
  if (hasControlCharacter(value)) return false;
  const protocol = parseUrl(value)?.protocol;
  return protocol === "http:" || protocol === "https:";
}

/**
 * A link target from stored content (quiz, notes, images) that is safe for href or src:
 * an absolute http(s) URL or a path on this site. Anything else, such as javascript:, gives null.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (typeof value !== "string") return null;
  const url = value.trim();
  if (url === "") return null;
  return isSameOriginPath(url) || isAbsoluteHttpUrl(url) ? url : null;
}

/** Where to go after signing in: the requested path on this site, otherwise the home page. */
export function safeNextPath(value: unknown): string {
  if (typeof value !== "string" || value.length > MAX_NEXT_PATH_LENGTH) return "/";
  return isSameOriginPath(value) ? value : "/";
}
