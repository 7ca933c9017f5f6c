import { LocaleAnchor } from "@/components/ui/locale-anchor";
import { formatPostedOn, toIsoDate } from "@/lib/dates";
import type { Locale } from "@/lib/locale-path";
import type { FeedUpdate } from "@/server/feed/queries";
import { latestHref } from "@/server/feed/tag-filter";
import { updateHref } from "@/lib/update-urls";
import { ContentLink } from "./content-link";
import { UpdateThumbnail } from "./update-thumbnail";
import { contentDir } from "@/lib/bidi";

export type UpdateCardTexts = {
  postedOn: string;
  readMore: string;
  /** "about {title}", read after Read More so each link says where it goes. */
  readMoreAbout: string;
  opensInNewTab: string;
  tags: string;
  /** The page's language, for the date. */
  locale: Locale;
};

type UpdateCardProps = { update: FeedUpdate; texts: UpdateCardTexts; eager: boolean };

/**
 * One update as an admin wrote it: every field is shown as text, links only when http(s). The
 * title leads to the update's own page; Read More to its source.
 */
export function UpdateCard({ update, texts, eager }: UpdateCardProps) {
  const titleId = `update-${update.id}-title`;
  return (
    <article
      id={`update-${update.id}`}
      aria-labelledby={titleId}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm sm:flex"
    >
      <UpdateThumbnail src={update.thumbnail} eager={eager} />
      <div className="min-w-0 p-4">
        <h3
          id={titleId}
          dir={contentDir(update.title)}
          className="text-lg leading-snug font-semibold text-slate-900"
        >
          <LocaleAnchor
            href={updateHref(update)}
            locale={texts.locale}
            className="hover:text-brand-800 underline-offset-2 hover:underline"
          >
            {update.title}
          </LocaleAnchor>
        </h3>
        <p className="mt-1 text-xs text-slate-600">
          {texts.postedOn}{" "}
          <time dateTime={toIsoDate(update.postedAt)}>
            {formatPostedOn(update.postedAt, texts.locale)}
          </time>
        </p>
        <p
          dir={contentDir(update.content)}
          className="mt-2 text-sm break-words whitespace-pre-line text-slate-800"
        >
          {update.content}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <ContentLink
            href={update.link}
            page={texts}
            className="text-brand-700 hover:text-brand-900 text-sm font-semibold underline underline-offset-2"
          >
            {texts.readMore}
            <span className="sr-only"> {texts.readMoreAbout}</span>
          </ContentLink>
          {update.tags.length > 0 && (
            <ul aria-label={texts.tags} className="flex flex-wrap gap-1.5">
              {update.tags.map((tag) => (
                <li key={tag}>
                  <LocaleAnchor
                    href={latestHref(tag)}
                    locale={texts.locale}
                    dir={contentDir(tag)}
                    className="bg-brand-50 text-brand-800 hover:bg-brand-100 inline-block rounded-full px-2.5 py-0.5 text-xs font-medium"
                  >
                    {tag}
                  </LocaleAnchor>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}
