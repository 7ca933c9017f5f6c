import { NextResponse, type NextRequest } from "next/server";
import { getEnv } from "@/env";
import { isForeignStateChange } from "@/lib/cross-site";
import { STATIC_PATH } from "@front/contract.mjs";
import { securityHeaders, strictTransportSecurity } from "@/lib/security-headers";

/**
 * Runs before every page, route handler and server action (not static files): refuses cross-site
 * writes and malformed addresses. It does no I/O, so it stays cheap. The request's id comes from
 * the front layer, which also puts it on every response.
 * The CSP comes from next.config.ts; the production server adds the hashes of each page's own
 * scripts to it (decisions 0006 and 0009).
 */
let siteOrigin: string | undefined;

export function proxy(request: NextRequest): NextResponse {
  // Static files get their headers from next.config.ts and need none of this.
  if (STATIC_PATH.test(request.nextUrl.pathname)) return NextResponse.next();
  const env = getEnv();
  siteOrigin ??= new URL(env.siteUrl).origin;
  const hsts = strictTransportSecurity(env.NODE_ENV, env.siteUrl);

  const forwardedHost = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const foreign = isForeignStateChange({
    method: request.method,
    origin: request.headers.get("origin"),
    fetchSite: request.headers.get("sec-fetch-site"),
    host: forwardedHost || request.headers.get("host"),
    siteOrigin,
  });
  const refuse = (response: NextResponse) => {
    // A response made here skips next.config headers, so it carries them itself.
    const development = env.NODE_ENV === "development";
    for (const { key, value } of securityHeaders({ development })) {
      response.headers.set(key, value);
    }
    if (hsts) response.headers.set("Strict-Transport-Security", hsts);
    return response;
  };
  if (foreign) {
    return refuse(NextResponse.json({ error: "Cross-site request refused" }, { status: 403 }));
  }
  // Next.js 16.4 answers a dynamic route whose path holds a malformed percent-encoding ("%ZZ",
  // "%E0%A4%A") with a 500 before any page code runs. Such a URL can only be a broken link.
  if (!isWellEncoded(request.nextUrl.pathname)) {
    return refuse(
      new NextResponse("Bad Request: the address is not correctly encoded.", { status: 400 }),
    );
  }

  const response = NextResponse.next();
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  return response;
}

function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
