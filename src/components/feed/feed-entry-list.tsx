import type { FeedEntry } from "@/server/feed/queries";
import { SidebarBox } from "@/components/ui/sidebar-box";
import { ContentLink } from "./content-link";

type FeedEntryListProps = {
  id: string;
  heading: string;
  empty: string;
  entries: readonly FeedEntry[];
  opensInNewTab: string;
};

/** A Featured or Coaching list of the left column: each title links to its page when it has one. */
export function FeedEntryList({ id, heading, empty, entries, opensInNewTab }: FeedEntryListProps) {
  return (
    <SidebarBox as="section" heading={heading} headingId={id}>
      {entries.length === 0 ? (
        <p className="px-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 px-2">
          {entries.map((entry) => (
            <li key={entry.id} className="py-3">
              <h3 className="font-medium text-slate-900">
                <ContentLink
                  href={entry.link}
                  newTabText={opensInNewTab}
                  fallback={entry.title}
                  className="text-brand-800 hover:text-brand-900 underline-offset-2 hover:underline"
                >
                  {entry.title}
                </ContentLink>
              </h3>
              <p className="mt-1 text-sm break-words text-slate-700">{entry.description}</p>
            </li>
          ))}
        </ul>
      )}
    </SidebarBox>
  );
}
