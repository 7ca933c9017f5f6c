import type { Metadata } from "next";
import { connection } from "next/server";
import { LibraryClassScreen } from "@/components/library/class-screen";
import { MenuFallback, fallbackMetadata } from "@/components/library/menu-fallback";
import { libraryClassHref } from "@/lib/library-urls";
import { isLibraryClass, isLibraryKind } from "@/server/library/catalogue";
import { getLibraryNames } from "@/server/library/names";
import { subjectCounts } from "@/server/library/queries";
import { shareMetadata } from "@/server/seo/share-metadata";

type Props = { params: Promise<{ kind: string; class: string }> };

async function resolve(params: Props["params"]) {
  const { kind, class: classSlug } = await params;
  const path = libraryClassHref(kind, classSlug);
  if (!isLibraryKind(kind) || !isLibraryClass(kind, classSlug)) return { path };
  await connection();
  const subjects = await subjectCounts(kind, classSlug);
  // No documents (or the read failed): the spec's Coming Soon, as before the library.
  if (!subjects || subjects.length === 0) return { path };
  return { path, kind, classSlug, subjects };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  if (!found.kind) return fallbackMetadata(found.path);
  const names = await getLibraryNames();
  const words = { kind: names.kind(found.kind), class: names.class(found.kind, found.classSlug) };
  return shareMetadata({
    title: names.t("metaClass", words),
    description: names.t("metaClassDescription", words),
    path: found.path,
  });
}

export default async function LibraryClassPage({ params }: Props) {
  const found = await resolve(params);
  if (!found.kind) return <MenuFallback path={found.path} />;
  return (
    <LibraryClassScreen
      kind={found.kind}
      classSlug={found.classSlug}
      subjects={found.subjects}
      names={await getLibraryNames()}
    />
  );
}
