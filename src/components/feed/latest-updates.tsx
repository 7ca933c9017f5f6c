import { EmptyState } from "@/components/ui/empty-state";
import { Link } from "@/components/ui/link";
import type { FeedUpdate } from "@/server/feed/queries";
import { latestHref, type TagFilter } from "@/server/feed/tag-filter";
import { Pager, type PagerTexts } from "./pager";
import { UpdateCard, type UpdateCardTexts } from "./update-card";

export type LatestUpdatesTexts = {
  heading: string;
  /** "Showing updates tagged “{tag}”." for the selected tag. */
  forTag: string;
  noUpdatesForTag: string;
  noUpdates: string;
  /** A page past the last (a stale or mistyped cursor). */
  noMoreUpdates: string;
  showAll: string;
  showNewest: string;
  pager: PagerTexts;
  /** Read More's hidden suffix per update, by update id. */
  readMoreAbout: (title: string) => string;
  card: Omit<UpdateCardTexts, "readMoreAbout">;
};

type LatestUpdatesProps = {
  updates: readonly FeedUpdate[];
  filter: TagFilter;
  /** Reached through a cursor, not the newest page. */
  paged: boolean;
  newerHref: string | null;
  olderHref: string | null;
  texts: LatestUpdatesTexts;
  className?: string;
};

/** The centre column: one page of the (filtered) updates, newest first, or an empty message. */
export function LatestUpdates(props: LatestUpdatesProps) {
  const { updates, filter, paged, texts, className } = props;
  return (
    <section aria-labelledby="latest-updates" className={className}>
      <h2 id="latest-updates" className="text-xl font-semibold text-slate-900">
        {texts.heading}
      </h2>
      {filter.kind === "tag" && <p className="mt-1 text-sm text-slate-700">{texts.forTag}</p>}
      {updates.length === 0 ? (
        <EmptyUpdates filter={filter} paged={paged} texts={texts} />
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
      <Pager newerHref={props.newerHref} olderHref={props.olderHref} texts={texts.pager} />
    </section>
  );
}

function EmptyUpdates({
  filter,
  paged,
  texts,
}: Pick<LatestUpdatesProps, "filter" | "paged" | "texts">) {
  const tag = filter.kind === "tag" ? filter.tag : null;
  // Past the last page: back to the newest of the same filter. A tag nothing has: back to all.
  const back = paged
    ? { text: texts.noMoreUpdates, href: latestHref(tag), link: texts.showNewest }
    : filter.kind !== "all"
      ? { text: texts.noUpdatesForTag, href: latestHref(null), link: texts.showAll }
      : { text: texts.noUpdates, href: null, link: "" };
  return (
    <EmptyState title={back.text} announce className="mt-4">
      {back.href !== null && (
        <Link href={back.href} className="text-brand-700 mt-2 inline-block font-medium underline">
          {back.link}
        </Link>
      )}
    </EmptyState>
  );
}
