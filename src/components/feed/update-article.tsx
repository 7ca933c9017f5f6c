import { getTranslations } from "next-intl/server";
import { buttonClass } from "@/components/ui/button-styles";
import { JsonLd } from "@/components/seo/json-ld";
import { ShareButton } from "@/components/share/share-button";
import { LocaleAnchor } from "@/components/ui/locale-anchor";
import { formatPostedOn, toIsoDate } from "@/lib/dates";
import { newsArticleLd } from "@/lib/json-ld";
import { safeHttpUrl } from "@/lib/safe-url";
import { updateHref } from "@/lib/update-urls";
import { getRelatedUpdates, type FeedUpdate } from "@/server/feed/queries";
import { latestHref } from "@/server/feed/tag-filter";
import { sitePublisher } from "@/server/seo/publisher";
import { DEFAULT_SHARE_IMAGE, summarize } from "@/server/seo/share-metadata";
import { absoluteUrl } from "@/server/seo/site-url";
import { ContentLink } from "./content-link";
import { UpdateThumbnail } from "./update-thumbnail";
import { getLocalePath, getPageLocale } from "@/server/i18n/locale";
import { isolate } from "@/lib/bidi";
import { contentDir } from "@/lib/bidi";

const chip =
  "bg-brand-50 text-brand-800 hover:bg-brand-100 inline-block rounded-full px-2.5 py-0.5 text-sm font-medium";

/** An update's own page: all of it, its tags, its source, a Share button and related updates. */
export async function UpdateArticle({ update }: { update: FeedUpdate }) {
  const [t, tu, related, publisher, inLocale, locale] = await Promise.all([
    getTranslations("Latest"),
    getTranslations("Update"),
    getRelatedUpdates(update),
    sitePublisher(),
    getLocalePath(),
    getPageLocale(),
  ]);
  const path = updateHref(update);
  const thumbnail = safeHttpUrl(update.thumbnail);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <JsonLd
        data={newsArticleLd({
          headline: update.title,
          description: summarize(update.content),
          url: absoluteUrl(inLocale(path)),
          image: absoluteUrl(thumbnail ?? DEFAULT_SHARE_IMAGE),
          datePublished: update.postedAt,
          keywords: update.tags,
          publisher,
        })}
      />
      <LocaleAnchor
        locale={locale}
        href="/latest"
        className="text-brand-700 text-sm font-medium underline"
      >
        {tu("backToLatest")}
      </LocaleAnchor>
      <article aria-labelledby="update-title" className="mt-4">
        <h1
          id="update-title"
          dir={contentDir(update.title)}
          className="text-2xl font-bold break-words text-slate-900 sm:text-3xl"
        >
          {update.title}
        </h1>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">
            {t("postedOn")}{" "}
            <time dateTime={toIsoDate(update.postedAt)}>
              {formatPostedOn(update.postedAt, locale)}
            </time>
          </p>
          <ShareButton title={update.title} path={path} />
        </div>
        <UpdateThumbnail src={update.thumbnail} eager size="page" />
        <p
          dir={contentDir(update.content)}
          className="mt-4 break-words whitespace-pre-line text-slate-800"
        >
          {update.content}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <ContentLink
            href={update.link}
            page={{ locale, opensInNewTab: t("opensInNewTab") }}
            className={buttonClass("primary", "sm")}
          >
            {t("readMore")}
            <span className="sr-only">
              {" "}
              {t("readMoreAbout", { title: isolate(update.title, locale) })}
            </span>
          </ContentLink>
          {update.tags.length > 0 && (
            <ul aria-label={t("tagsLabel")} className="flex flex-wrap gap-1.5">
              {update.tags.map((tag) => (
                <li key={tag}>
                  <LocaleAnchor
                    locale={locale}
                    href={latestHref(tag)}
                    dir={contentDir(tag)}
                    className={chip}
                  >
                    {tag}
                  </LocaleAnchor>
                </li>
              ))}
            </ul>
          )}
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-updates" className="mt-10">
          <h2 id="related-updates" className="text-lg font-semibold text-slate-900">
            {tu("relatedHeading")}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {related.map((item) => (
              <li key={item.id}>
                <LocaleAnchor
                  locale={locale}
                  href={updateHref(item)}
                  className="hover:bg-brand-50 block px-4 py-3"
                >
                  <span dir={contentDir(item.title)} className="text-brand-800 block font-medium">
                    {item.title}
                  </span>
                  <time dateTime={toIsoDate(item.postedAt)} className="text-xs text-slate-600">
                    {formatPostedOn(item.postedAt, locale)}
                  </time>
                </LocaleAnchor>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
