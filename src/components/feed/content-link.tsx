import { LocaleAnchor } from "@/components/ui/locale-anchor";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/locale-path";
import { safeHttpUrl } from "@/lib/safe-url";

/**
 * What a link from stored content needs of its page: the page's language (a path of this site is
 * put in it) and the words read after a link that opens another site in a new tab.
 */
export type LinkContext = { locale: Locale; opensInNewTab: string };

type ContentLinkProps = {
  /** A link as an admin stored it: only http(s) URLs and paths on this site become links. */
  href: string;
  page: LinkContext;
  className?: string;
  /** Shown instead of the link when the stored URL is not safe; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
};

/**
 * A link from stored content. Pages of this site stay in the tab; other sites open in a new tab
 * without access to this page (noopener) and without learning where the reader came from.
 */
export function ContentLink({ href, page, className, fallback, children }: ContentLinkProps) {
  const url = safeHttpUrl(href);
  if (url === null) return fallback ?? null;
  if (url.startsWith("/")) {
    return (
      <LocaleAnchor href={url} locale={page.locale} className={className}>
        {children}
      </LocaleAnchor>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {page.opensInNewTab}</span>
    </a>
  );
}
