import { Link } from "@/components/ui/link";
import { SidebarBox } from "@/components/ui/sidebar-box";
import type { FeedEntry, FeedJob } from "@/server/feed/entries";
import { ContentLink, type LinkContext } from "./content-link";
import { contentDir } from "@/lib/bidi";

type FeedEntryItemsProps = {
  /** Featured and Coaching entries always have a description; the type also takes jobs' rows. */
  entries: readonly (FeedEntry | FeedJob)[];
  page: LinkContext;
  /** h3 in a column of /latest, h2 on the list's own page. */
  headingLevel: "h2" | "h3";
};

/** Featured or Coaching entries: each title links to its page when it has one. */
export function FeedEntryItems({ entries, page, headingLevel }: FeedEntryItemsProps) {
  const Heading = headingLevel;
  return (
    <ul className="divide-y divide-slate-100 px-2">
      {entries.map((entry) => (
        <li key={entry.id} className="py-3">
          <Heading dir={contentDir(entry.title)} className="font-medium text-slate-900">
            <ContentLink
              href={entry.link}
              page={page}
              fallback={entry.title}
              className="text-brand-800 hover:text-brand-900 underline-offset-2 hover:underline"
            >
              {entry.title}
            </ContentLink>
          </Heading>
          <p
            dir={contentDir(entry.description ?? "")}
            className="mt-1 text-sm break-words text-slate-700"
          >
            {entry.description}
          </p>
        </li>
      ))}
    </ul>
  );
}

type FeedEntryListProps = {
  id: string;
  heading: string;
  empty: string;
  entries: readonly FeedEntry[];
  page: LinkContext;
  /** The list's own page, linked when it holds more than the column shows. */
  all: { href: string; text: string } | null;
};

/** A Featured or Coaching list of the left column of /latest. */
export function FeedEntryList({ id, heading, empty, entries, page, all }: FeedEntryListProps) {
  return (
    <SidebarBox as="section" heading={heading} headingId={id}>
      {entries.length === 0 ? (
        <p className="px-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <FeedEntryItems entries={entries} page={page} headingLevel="h3" />
      )}
      {all && (
        <Link
          href={all.href}
          className="text-brand-700 mt-2 inline-block px-2 text-sm font-semibold underline"
        >
          {all.text}
        </Link>
      )}
    </SidebarBox>
  );
}
