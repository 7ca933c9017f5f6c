import type { Metadata } from "next";
import { connection } from "next/server";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";
import { LibrarySubjectScreen } from "@/components/library/subject-screen";
import { librarySubjectHref } from "@/lib/library-urls";
import { readSearchParams } from "@/lib/route-manifest.mjs";
import { isLibraryClass, isLibraryKind, isSubject } from "@/server/library/catalogue";
import { getLibraryNames } from "@/server/library/names";
import { filterValues, listDocuments, type Filters } from "@/server/library/queries";
import { shareMetadata } from "@/server/seo/share-metadata";
import { parseRowId } from "@/server/workspace/list-params";

type Props = {
  params: Promise<{ kind: string; class: string; subject: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function resolve({ params, searchParams }: Props) {
  const { kind, class: classSlug, subject } = await params;
  if (!isLibraryKind(kind) || !isLibraryClass(kind, classSlug) || !isSubject(subject)) return null;
  const { before, ...filters } = readSearchParams("librarySubject", await searchParams);
  const place = { kind, class: classSlug, subject };
  await connection();
  const [values, page] = await Promise.all([
    filterValues(place),
    // A cursor no document can have (an update's "<time>-<id>") finds nothing: the empty state.
    listDocuments(place, filters, before === undefined ? undefined : (parseRowId(before) ?? 0)),
  ]);
  // A subject with no documents at all is not listed anywhere: not found.
  const anyFilter = before !== undefined || Object.keys(filters).length > 0;
  if (page.rows.length === 0 && !anyFilter) return null;
  return { place, filters: filters as Filters, values, page, paged: before !== undefined };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await resolve(props);
  if (!found) return notFoundMetadata();
  const names = await getLibraryNames();
  const { place } = found;
  const words = {
    subject: names.subject(place.subject),
    kind: names.kind(place.kind),
    class: names.class(place.kind, place.class),
  };
  return shareMetadata({
    title: names.t("subjectHeading", words),
    description: names.t("metaSubjectDescription", words),
    path: librarySubjectHref(place, found.filters),
  });
}

export default async function LibrarySubjectPage(props: Props) {
  const found = await resolve(props);
  if (!found) return <NotFoundScreen />;
  return <LibrarySubjectScreen {...found} names={await getLibraryNames()} />;
}
