import { Link } from "@/components/ui/link";

export type PagerTexts = { label: string; newer: string; older: string };

type PagerProps = { newerHref: string | null; olderHref: string | null; texts: PagerTexts };

const linkStyle =
  "border-brand-700 text-brand-800 hover:bg-brand-50 inline-block rounded-lg border px-4 py-2 text-sm font-semibold";

/**
 * Newer and Older links of a paged list: plain links (they work without JavaScript) marked
 * rel="prev" and rel="next", so browsers and search engines know the pages' order.
 */
export function Pager({ newerHref, olderHref, texts }: PagerProps) {
  if (newerHref === null && olderHref === null) return null;
  return (
    <nav aria-label={texts.label} className="mt-6 flex flex-wrap justify-between gap-3">
      {newerHref !== null ? (
        <Link href={newerHref} rel="prev" className={linkStyle}>
          <span aria-hidden="true">← </span>
          {texts.newer}
        </Link>
      ) : (
        <span />
      )}
      {olderHref !== null && (
        <Link href={olderHref} rel="next" className={linkStyle}>
          {texts.older}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </nav>
  );
}
