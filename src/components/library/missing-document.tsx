import { MissingContent } from "@/components/layout/missing-content";
import { libraryClassHref, librarySubjectHref } from "@/lib/library-urls";
import type { LibraryKind } from "@/server/library/catalogue";
import type { LibraryNames } from "@/server/library/names";

type Props = {
  place: { kind: LibraryKind; class: string; subject: string };
  /** The address's "{id}-{slug}", whose words fill the search box. */
  segment: string;
  names: LibraryNames;
};

/**
 * A document address of a real kind, class and subject whose document is not there (deleted,
 * or a link cut short): a 404 that says so, with a search and the way back to the subject's
 * documents and the class's subjects (decisions 0056, 0090).
 */
export function MissingDocument({ place, segment, names }: Props) {
  const kind = names.kind(place.kind);
  const className = names.class(place.kind, place.class);
  return (
    <MissingContent
      title={names.t("missing.title")}
      text={names.t("missing.text")}
      searchText={segment
        .replace(/^[0-9]+-?/, "")
        .replace(/-+/g, " ")
        .trim()}
      links={[
        {
          href: librarySubjectHref(place),
          label: names.t("subjectHeading", {
            subject: names.subject(place.subject),
            kind,
            class: className,
          }),
        },
        {
          href: libraryClassHref(place.kind, place.class),
          label: names.t("classHeading", { kind, class: className }),
        },
      ]}
    />
  );
}
