import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import type { FeedUpdate } from "@/server/feed/queries";
import type { TagFilter } from "@/server/feed/tag-filter";
import { UpdateCard, type UpdateCardTexts } from "./update-card";

export type LatestUpdatesTexts = {
  heading: string;
  /** "Showing updates tagged “{tag}”." for the selected tag. */
  forTag: string;
  noUpdatesForTag: string;
  noUpdates: string;
  showAll: string;
  /** Read More's hidden suffix per update, by update id. */
  readMoreAbout: (title: string) => string;
  card: Omit<UpdateCardTexts, "readMoreAbout">;
};

type LatestUpdatesProps = {
  updates: readonly FeedUpdate[];
  filter: TagFilter;
  texts: LatestUpdatesTexts;
  className?: string;
};

/** The centre column: the (filtered) updates, newest first, or the spec's empty message. */
export function LatestUpdates({ updates, filter, texts, className }: LatestUpdatesProps) {
  const filtered = filter.kind !== "all";
  return (
    <section aria-labelledby="latest-updates" className={className}>
      <h2 id="latest-updates" className="text-xl font-semibold text-slate-900">
        {texts.heading}
      </h2>
      {filter.kind === "tag" && <p className="mt-1 text-sm text-slate-700">{texts.forTag}</p>}
      {updates.length === 0 ? (
        <EmptyState
          title={filtered ? texts.noUpdatesForTag : texts.noUpdates}
          announce
          className="mt-4"
        >
          {filtered && (
            <Link
              href="/latest"
              prefetch={false}
              className="text-brand-700 mt-2 inline-block font-medium underline"
            >
              {texts.showAll}
            </Link>
          )}
        </EmptyState>
      ) : (
        <ol className="mt-4 space-y-4">
          {updates.map((update, i) => (
            <li key={update.id}>
              <UpdateCard
                update={update}
                eager={i === 0}
                texts={{ ...texts.card, readMoreAbout: texts.readMoreAbout(update.title) }}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
