import { OFFLINE_FILES, PAGES, URDU_PREFIX } from "@/lib/route-manifest.mjs";

/**
 * What the service worker may keep (public/sw.js takes it with importScripts), from the route
 * manifest (decision 0059): the files it keeps on first use, the pages it never keeps and the
 * prefix of their Urdu copies. It
 * changes only with a build, which registers a new worker.
 */
export function GET(): Response {
  const policy = {
    files: OFFLINE_FILES.source,
    neverKept: [
      "^\\/api\\/",
      ...Object.values(PAGES)
        .filter((route) => !route.offline)
        .map((route) => route.path.source),
    ],
    urdu: URDU_PREFIX,
  };
  return new Response(`self.OFFLINE_POLICY = ${JSON.stringify(policy)};\n`, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache",
    },
  });
}
