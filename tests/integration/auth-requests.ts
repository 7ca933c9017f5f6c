import { createAuth, type Auth, type AuthSettings } from "@/server/auth/auth";
import type { Database } from "@/server/db/client";

export const SITE_URL = "https://parhai.example";

export function buildAuth(db: Database, overrides: Partial<AuthSettings> = {}): Auth {
  return createAuth(db, {
    secret: "integration-only-secret-0123456789abcdef",
    siteUrl: SITE_URL,
    rateLimit: true,
    ...overrides,
  });
}

type RequestOptions = { ip: string; origin?: string };

/** A browser-like POST to a Better Auth endpoint, through the same handler /api/auth uses. */
export function postToAuth(
  auth: Auth,
  path: string,
  body: Record<string, unknown>,
  { ip, origin = SITE_URL }: RequestOptions,
): Promise<Response> {
  return auth.handler(
    new Request(`${SITE_URL}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, "x-forwarded-for": ip },
      body: JSON.stringify(body),
    }),
  );
}

let counter = 0;

/** A new address per call, so tests never share an account. */
export function uniqueEmail(): string {
  counter += 1;
  return `student-${Date.now().toString(36)}-${counter}@example.com`;
}
