import { ChapterMark } from "@/components/personal/chapter-mark";
import { ChapterTestMark } from "@/components/personal/quiz-marks";
import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import type { LectureClass, Subject } from "@/content/classes";
import { chapterHref } from "@/lib/lecture-urls";
import { documentHref } from "@/lib/library-urls";
import { chapterTestHref } from "@/lib/quiz-urls";
import { chapterNotes, notesByChapter } from "@/server/library/chapter-notes";
import { buttonClass } from "@/components/ui/button-styles";
import { getDb } from "@/server/db/client";
import { chaptersWithTests } from "@/server/quiz/queries";
import { readOrFallback } from "@/server/safe-read";
import { getChaptersForSubject } from "@/server/lectures/queries";
import { EmptyState } from "@/components/ui/empty-state";
import { contentDir } from "@/lib/bidi";

const CARD = "flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-5 shadow-sm";

/** The chapter cards of a subject, read at request time. */
export async function ChapterGrid({
  lectureClass,
  subject,
}: {
  lectureClass: LectureClass;
  subject: Subject;
}) {
  await connection();
  const [t, tQuiz, tLibrary, chapters, tests, notes] = await Promise.all([
    getTranslations("Lectures"),
    getTranslations("Quiz"),
    getTranslations("Library"),
    getChaptersForSubject(lectureClass.slug, subject.slug),
    readOrFallback(
      "chapter tests",
      async () => chaptersWithTests(await getDb(), lectureClass.slug, subject.slug),
      new Set<number>(),
    ),
    chapterNotes(lectureClass.slug, subject.slug).then(notesByChapter),
  ]);
  if (chapters.length === 0) {
    return (
      <EmptyState
        title={t("noChaptersTitle")}
        body={t("noChaptersBody", { subject: subject.name, class: lectureClass.title })}
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {chapters.map((chapter) => {
        const ref = { classSlug: lectureClass.slug, subject: subject.slug, ...chapter };
        const note = notes.get(chapter.chapterNo);
        const chapterLabel = (
          <span className="sr-only"> {t("chapterNumber", { number: chapter.chapterNo })}</span>
        );
        return (
          <li key={`${chapter.chapterNo}|${chapter.chapterName}`} className="flex flex-col gap-2">
            <Link
              href={chapterHref(ref)}
              className={`${CARD} hover:border-brand-600 transition-colors`}
            >
              <span className="text-brand-700 text-sm font-semibold">
                {t("chapterNumber", { number: chapter.chapterNo })}
              </span>
              <span
                dir={contentDir(chapter.chapterName)}
                className="text-lg font-semibold break-words text-slate-900"
              >
                {chapter.chapterName}
              </span>
              <span className="mt-auto pt-2 text-sm text-slate-600">
                {t("lectureCount", { count: chapter.lectureCount })}
              </span>
              <ChapterMark
                classSlug={lectureClass.slug}
                subject={subject.slug}
                chapterNo={chapter.chapterNo}
                chapterName={chapter.chapterName}
                total={chapter.lectureCount}
                text={t.raw("chapterUnlocked") as string}
              />
            </Link>
            {tests.has(chapter.chapterNo) && (
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Link
                  href={chapterTestHref(ref)}
                  className={`${buttonClass("outline", "sm")} self-start`}
                >
                  {tQuiz("chapterTestLink")}
                  {chapterLabel}
                </Link>
                <ChapterTestMark
                  classSlug={ref.classSlug}
                  subject={ref.subject}
                  chapterNo={ref.chapterNo}
                  text={tQuiz.raw("testPassed") as string}
                />
              </div>
            )}
            {note && (
              <Link
                href={documentHref(note)}
                className={`${buttonClass("outline", "sm")} self-start`}
              >
                {tLibrary("notesLink")}
                {chapterLabel}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Spec section 9: six placeholder cards while the chapters load. */
export const CHAPTER_PLACEHOLDER_COUNT = 6;

export function ChapterGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: CHAPTER_PLACEHOLDER_COUNT }, (_, index) => (
          <li key={index} data-placeholder="chapter" className={`${CARD} animate-pulse`}>
            <span className="h-4 w-20 rounded bg-slate-200" />
            <span className="mt-1 h-6 w-3/4 rounded bg-slate-200" />
            <span className="mt-3 h-4 w-16 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
