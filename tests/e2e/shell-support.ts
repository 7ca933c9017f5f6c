import type { Page } from "@playwright/test";
import { parseEnv } from "../../src/env";

export const COMING_SOON = "Coming Soon";
export const COMING_SOON_TEXT = "We’re preparing something amazing. Stay tuned!";
export const MESSAGING_NAME = /chat with us on whatsapp/i;
/** The e2e server runs with the default configuration, so this is its messaging number. */
export const WHATSAPP_URL = `https://wa.me/${parseEnv({ NODE_ENV: "test" }).SITE_WHATSAPP_NUMBER}`;

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 412, height: 915 };

/**
 * A client address of its own, so the newsletter rate limit of one test never hits another. The
 * e2e server trusts the tests as its proxy (TRUSTED_PROXIES in playwright.config.ts).
 */
export async function useOwnClientAddress(page: Page, seed: string): Promise<string> {
  const address = fakeAddress(seed);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

export function fakeAddress(seed: string): string {
  let hash = 0;
  for (const char of `${seed}:${Date.now()}:${Math.random()}`) {
    hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  }
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
}
