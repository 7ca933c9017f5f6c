import { describe, expect, it } from "vitest";
import {
  PERMISSIONS_POLICY,
  buildContentSecurityPolicy,
  STATIC_FILE_HEADERS,
  securityHeaders,
} from "./security-headers.mjs";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("buildContentSecurityPolicy", () => {
  const policy = directives(buildContentSecurityPolicy({ development: false }));

  it("allows scripts only from this site and the YouTube player, no inline script", () => {
    expect(policy.get("script-src")).toEqual([
      "'self'",
      "https://www.youtube.com",
      "https://s.ytimg.com",
    ]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("frames only YouTube and its own pages, is framed by no one, and shows video thumbnails", () => {
    expect(policy.get("frame-src")).toEqual([
      "'self'",
      "https://www.youtube.com",
      "https://www.youtube-nocookie.com",
    ]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https://i.ytimg.com"]);
  });

  it("keeps everything else to this site and turns plugins off", () => {
    for (const name of ["default-src", "media-src", "font-src", "connect-src", "form-action"]) {
      expect(policy.get(name), name).toEqual(["'self'"]);
    }
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("adds eval only in development, and never any inline script", () => {
    const dev = directives(buildContentSecurityPolicy({ development: true }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(dev.get("script-src")).not.toContain("'unsafe-inline'");
  });
});

describe("securityHeaders", () => {
  it("carry the policy, forbid sniffing, limit the referrer and deny framing", () => {
    const byKey = Object.fromEntries(securityHeaders(false, "http://localhost:3000"));
    expect(byKey["Content-Security-Policy"]).toBe(
      buildContentSecurityPolicy({ development: false }),
    );
    expect(byKey["X-Content-Type-Options"]).toBe("nosniff");
    expect(byKey["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(byKey["X-Frame-Options"]).toBe("DENY");
    expect(byKey["Permissions-Policy"]).toBe(PERMISSIONS_POLICY);
    expect(byKey["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(byKey["Cross-Origin-Resource-Policy"]).toBeUndefined();
  });

  it("let this site alone frame its pages for browsers without JavaScript", () => {
    const byKey = Object.fromEntries(securityHeaders(false, undefined, true));
    expect(byKey["X-Frame-Options"]).toBe("SAMEORIGIN");
    const policy = directives(byKey["Content-Security-Policy"]!);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(
      directives(buildContentSecurityPolicy({ development: false })).get("script-src"),
    );
  });

  it("keep static files to this site's own pages", () => {
    expect(STATIC_FILE_HEADERS).toEqual([["Cross-Origin-Resource-Policy", "same-origin"]]);
  });

  it("turn off camera, microphone and location, and leave the player's features to the frame", () => {
    expect(PERMISSIONS_POLICY).toContain("camera=()");
    expect(PERMISSIONS_POLICY).toContain("microphone=()");
    expect(PERMISSIONS_POLICY).toContain("geolocation=()");
    for (const feature of ["autoplay", "fullscreen", "encrypted-media", "picture-in-picture"]) {
      expect(PERMISSIONS_POLICY).not.toContain(feature);
    }
  });
});

describe("Strict-Transport-Security", () => {
  const hsts = (development: boolean, siteUrl: string | undefined) =>
    Object.fromEntries(securityHeaders(development, siteUrl))["Strict-Transport-Security"];

  it("is sent only by a production server on https, and covers subdomains", () => {
    expect(hsts(false, "https://parhai.pk")).toBe("max-age=31536000; includeSubDomains");
    expect(hsts(false, "http://localhost:3000")).toBeUndefined();
    expect(hsts(false, undefined)).toBeUndefined();
    expect(hsts(true, "https://parhai.pk")).toBeUndefined();
  });
});
