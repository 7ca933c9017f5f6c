import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/**
 * Files in public/ have fixed names, so they get a month of freshness (and a year of serving the
 * old copy while revalidating) rather than `immutable`: a phone on a data bundle skips the
 * request, and a replaced picture still shows up. /_next/static is hashed; Next marks it immutable.
 */
const publicFileCaching = "public, max-age=2592000, stale-while-revalidate=31536000";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite"],
  poweredByHeader: false,
  // Metadata (title, Open Graph, canonical) is always written in <head>, for every visitor: the
  // front layer keeps one copy of a page for everyone and sends pages whole (decision 0014), and
  // WhatsApp's preview, a strict crawler or a browser without JavaScript reads only the head.
  htmlLimitedBots: /.*/,
  // `npm run dev` is opened at 127.0.0.1 as often as at localhost (the e2e tests do): its hot
  // reloading socket must be allowed from both.
  allowedDevOrigins: ["127.0.0.1"],
  reactStrictMode: true,
  // gzip every response when no reverse proxy in front does it (the default, stated on purpose).
  compress: true,
  experimental: {
    // Pages cached at request time (ISR) stay in memory only, so restarting the server after an
    // import serves the new content at once instead of pages cached from the old (decision 0007).
    isrFlushToDisk: false,
  },
  headers: () =>
    Promise.resolve([
      // The security headers of every response come from the front layer (front-layer/
      // security-headers.mjs), which knows the running server's SITE_URL; this file is read at build.
      ...["/slides/:file*", "/demo/:file*", "/icons/:file*"].map((source) => ({
        source,
        headers: [{ key: "Cache-Control", value: publicFileCaching }],
      })),
    ]),
};

export default withNextIntl(nextConfig);
