import { PlainLink } from "@/components/ui/plain-link";
import type { ReactNode } from "react";
import { safeHttpUrl } from "@/lib/safe-url";

type ContentLinkProps = {
  /** A link as an admin stored it: only http(s) URLs and paths on this site become links. */
  href: string;
  /** Read after the link text by screen readers when it opens another site in a new tab. */
  newTabText: string;
  className?: string;
  /** Shown instead of the link when the stored URL is not safe; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
};

/**
 * A link from stored content. Pages of this site stay in the tab; other sites open in a new tab
 * without access to this page (noopener) and without learning where the reader came from.
 */
export function ContentLink({ href, newTabText, className, fallback, children }: ContentLinkProps) {
  const url = safeHttpUrl(href);
  if (url === null) return fallback ?? null;
  if (url.startsWith("/")) {
    return (
      <PlainLink href={url} className={className}>
        {children}
      </PlainLink>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {newTabText}</span>
    </a>
  );
}
