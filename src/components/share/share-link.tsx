"use client";

import type { MouseEvent, ReactNode } from "react";

type ShareLinkProps = {
  title: string;
  /** The page's absolute URL. */
  url: string;
  /** WhatsApp's share link for the same title and URL: what the link opens without the Web Share API. */
  whatsAppHref: string;
  label: string;
  className?: string;
  children: ReactNode;
};

/**
 * A link that opens WhatsApp with the title and link, and works before (or without) JavaScript.
 * Where the phone has the Web Share API, a tap opens the phone's own share sheet instead, which
 * offers WhatsApp and every other app the student uses.
 */
export function ShareLink({
  title,
  url,
  whatsAppHref,
  label,
  className,
  children,
}: ShareLinkProps) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (typeof navigator.share !== "function") return;
    event.preventDefault();
    // A dismissed sheet rejects with AbortError: nothing to do then.
    navigator.share({ title, url }).catch(() => undefined);
  }
  return (
    <a
      href={whatsAppHref}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      onClick={onClick}
      className={className}
    >
      {children}
    </a>
  );
}
