import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MissingContent, missingMetadata } from "@/components/layout/missing-content";

/** The words of an update address's slug ("57-mdcat-merit-list" -> "mdcat merit list"). */
function slugWords(segment: string): string {
  return segment
    .replace(/^[0-9]+-?/, "")
    .replace(/-+/g, " ")
    .trim();
}

/** /latest/<id>-<slug> of an update that is not there: it says so, and offers a search. */
export async function MissingUpdate({ segment }: { segment: string }) {
  const [t, tUpdate] = await Promise.all([getTranslations("Missing"), getTranslations("Update")]);
  return (
    <MissingContent
      title={t("updateTitle")}
      text={t("updateText")}
      searchText={slugWords(segment)}
      links={[{ href: "/latest", label: tUpdate("backToLatest") }]}
    />
  );
}

export async function missingUpdateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Missing");
  return missingMetadata(t("updateTitle"));
}
