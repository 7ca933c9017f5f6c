import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { WORKSPACE_ACTION_BODY_LIMIT } from "./front-layer/contract.mjs";
import { NOT_LOCALISED, URDU_PREFIX } from "./src/lib/route-manifest.mjs";

const withNextIntl = createNextIntlPlugin("./src/i18n/request.ts");

/*
 * Headers are the front layer's (front-layer/): the security headers on every response, and the
 * caching of static files, which it serves with copies compressed at build (decisions 0017, 0018).
 * Only the workspace's own headers are set here.
 */
const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Metadata (title, Open Graph, canonical) is always written in <head>, for every visitor: the
  // front layer keeps one copy of a page for everyone and sends pages whole (decision 0014), and
  // WhatsApp's preview, a strict crawler or a browser without JavaScript reads only the head.
  htmlLimitedBots: /.*/,
  // `npm run dev` is opened at 127.0.0.1 as often as at localhost (the e2e tests do): its hot
  // reloading socket must be allowed from both.
  allowedDevOrigins: ["127.0.0.1"],
  reactStrictMode: true,
  // What Next.js still answers itself is gzipped per request: client navigations (RSC), API
  // answers and the icons, all small (decision 0018). Pages and compressible static files come
  // already compressed from the front layer.
  compress: true,
  // Urdu pages are the English routes under /ur (decision 0040): the edge tells the application
  // the language from the URL. What has no Urdu copy is the route manifest's NOT_LOCALISED.
  rewrites: () =>
    Promise.resolve({
      beforeFiles: [
        { source: URDU_PREFIX, destination: "/" },
        {
          source: `${URDU_PREFIX}/:path((?!${[...NOT_LOCALISED, "ur$", "ur/"].join("|")}).+)`,
          destination: "/:path",
        },
      ],
      afterFiles: [],
      fallback: [],
    }),
  experimental: {
    // Pages cached at request time (ISR) stay in memory only, so restarting the server after an
    // import serves the new content at once instead of pages cached from the old (decision 0007).
    isrFlushToDisk: false,
    // The workspace uploads pictures and content files (decision 0024); the front layer keeps
    // other pages' actions to Next's default 1 MB.
    serverActions: { bodySizeLimit: WORKSPACE_ACTION_BODY_LIMIT },
    // No `inlineCss`: Next.js 16.4 sends the stylesheet three times in every document (a <style>
    // and twice in the RSC payload), 13 KB brotli more per page (decision 0100).
  },
  headers: () =>
    Promise.resolve(
      // The editors' workspace: never in a search engine, never kept by a browser or proxy.
      ["/admin", "/admin/:path*"].map((source) => ({
        source,
        headers: [
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
          { key: "Cache-Control", value: "private, no-store" },
        ],
      })),
    ),
};

export default withNextIntl(nextConfig);
