import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { MissingUpdate, missingUpdateMetadata } from "@/components/feed/missing-update";
import { UpdateArticle } from "@/components/feed/update-article";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";
import { parseUpdateSegment, updateHref } from "@/lib/update-urls";
import { getUpdate } from "@/server/feed/queries";
import { updateShareImage } from "@/server/seo/share-images";
import { shareMetadata } from "@/server/seo/share-metadata";

type Props = { params: Promise<{ update: string }> };

/** One read per request, shared by the metadata and the page. */
const loadUpdate = cache((id: number) => getUpdate(id));

async function find(params: Props["params"]) {
  const segment = (await params).update;
  const id = parseUpdateSegment(segment);
  return { segment, id, update: id === null ? null : await loadUpdate(id) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, update } = await find(params);
  if (id === null) return notFoundMetadata();
  if (update === null) return missingUpdateMetadata();
  if (!update) return {};
  return shareMetadata({
    title: update.title,
    description: update.content,
    path: updateHref(update),
    image: updateShareImage(update),
    type: "article",
    publishedTime: update.postedAt,
  });
}

/**
 * /latest/<id>-<slug>: the id decides; a missing or old slug (a title was edited) redirects to
 * the current one, so every update has one URL. An id no update has (deleted, say) is a 404 that
 * says so (decision 0056); a segment without an id is any other unknown address: Coming Soon.
 */
export default async function UpdatePage({ params }: Props) {
  const { segment, id, update } = await find(params);
  if (id === null) return <NotFoundScreen />;
  if (update === null) return <MissingUpdate segment={segment} />;
  if (update === undefined) {
    const t = await getTranslations("Update");
    return (
      <p className="mx-auto max-w-3xl px-4 py-12 text-center text-slate-800">{t("unavailable")}</p>
    );
  }
  const canonical = updateHref(update);
  if (`/latest/${segment}` !== canonical) permanentRedirect(canonical);
  return <UpdateArticle update={update} />;
}
