import { connection } from "next/server";
import { Link } from "@/components/ui/link";
import { isolate } from "@/lib/bidi";
import { documentHref, librarySubjectHref } from "@/lib/library-urls";
import { chapterNotes } from "@/server/library/chapter-notes";
import { getPageLocale } from "@/server/i18n/locale";
import { getLibraryNames } from "@/server/library/names";
import { subjectKinds } from "@/server/library/queries";

const PILL =
  "hover:border-brand-600 text-brand-800 inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium break-words";

/**
 * On the lecture player: the chapter's notes and the subject's past papers in the library, where
 * there are any (decision 0090). Read at request time like the player.
 */
export async function ChapterLibraryLinks({
  classSlug,
  subject,
  chapterNo,
}: {
  classSlug: string;
  subject: string;
  chapterNo: number;
}) {
  await connection();
  const [names, locale, notes, kinds] = await Promise.all([
    getLibraryNames(),
    getPageLocale(),
    chapterNotes(classSlug, subject),
    subjectKinds(classSlug, subject),
  ]);
  const mine = notes.filter((note) => note.chapter === chapterNo);
  const papers = kinds.find((row) => row.kind === "past-papers")?.count ?? 0;
  if (mine.length === 0 && papers === 0) return null;
  return (
    <nav aria-label={names.t("chapterMaterial")} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {mine.map((note) => (
          <li key={note.id}>
            <Link href={documentHref(note)} className={PILL}>
              {names.t("chapterNotesLink", { title: isolate(note.title, locale) })}
            </Link>
          </li>
        ))}
        {papers > 0 && (
          <li>
            <Link
              href={librarySubjectHref({ kind: "past-papers", class: classSlug, subject })}
              className={PILL}
            >
              {names.t("kindWithCount", { kind: names.kind("past-papers"), count: papers })}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
