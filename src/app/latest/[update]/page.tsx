import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { UpdateArticle } from "@/components/feed/update-article";
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
  return { segment, update: id === null ? null : await loadUpdate(id) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { update } = await find(params);
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
 * the current one, so every update has one URL. An unknown id is a 404.
 */
export default async function UpdatePage({ params }: Props) {
  const { segment, update } = await find(params);
  if (update === null) notFound();
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
