import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { z } from "zod";

/**
 * Small values the server signs for the browser to keep and hand back (signed-out progress, 0030;
 * a mock test's start and end, 0085): readable, but an edited one no longer matches its
 * signature and reads as nothing. Each purpose has its own key, so one can never pass for another.
 */

function keyFor(purpose: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`parhai ${purpose}`).digest();
}

function mac(key: Buffer, body: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

export function signValue(purpose: string, value: unknown, secret: string): string {
  const body = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${body}.${mac(keyFor(purpose, secret), body)}`;
}

/** The value a token carries, or null for anything this server did not sign for the purpose. */
export function readValue<T>(
  purpose: string,
  token: unknown,
  schema: z.ZodType<T>,
  secret: string,
  maxLength = 600,
): T | null {
  if (typeof token !== "string" || token.length > maxLength) return null;
  const [body, given, extra] = token.split(".");
  if (!body || !given || extra !== undefined) return null;
  const expected = Buffer.from(mac(keyFor(purpose, secret), body));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
