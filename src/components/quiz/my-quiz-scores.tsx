import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { coachingHref } from "@/content/navigation";
import { subjectHref } from "@/lib/lecture-urls";
import { chapterTestHref, quickQuizHref } from "@/lib/quiz-urls";
import { percentOf } from "@/server/quiz/grade";
import { getDb } from "@/server/db/client";
import type { getPlaceNames } from "@/server/i18n/classes";
import { recentAttempts, weakChapters } from "@/server/quiz/attempts";
import { settleSittings } from "@/server/quiz/mock-settle";

type Names = Awaited<ReturnType<typeof getPlaceNames>>;

/** My learning's quiz part: the latest attempts and the chapters with the lowest scores. */
export async function MyQuizScores({
  userId,
  names,
  sectionClass,
  headingClass,
}: {
  userId: string;
  names: Names;
  sectionClass: string;
  headingClass: string;
}) {
  const db = await getDb();
  // A mock test left unsubmitted when its time ran out shows as the attempt it was (0102).
  await settleSittings(db, userId);
  const [t, attempts, weak] = await Promise.all([
    getTranslations("Quiz"),
    recentAttempts(db, userId),
    weakChapters(db, userId),
  ]);
  const subjectName = (slug: string) => names.subjects[slug] ?? slug;
  const className = (slug: string) => names.classes[slug] ?? slug;
  return (
    <>
      <section aria-labelledby="quiz-scores-heading" className={sectionClass}>
        <h2 id="quiz-scores-heading" className={headingClass}>
          {t("attemptsHeading")}
        </h2>
        {attempts.length === 0 ? (
          <p className="text-slate-700">{t("noAttempts")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {attempts.map((attempt) => {
              const ref = { ...attempt, chapterName: attempt.chapterName ?? "" };
              // An entry test's mock test or practice set (decisions 0085, 0101).
              const href =
                attempt.test !== null
                  ? coachingHref("entry-test", attempt.test)
                  : attempt.kind === "practice"
                    ? `${coachingHref("entry-test", attempt.classSlug)}/practice`
                    : attempt.lectureNo === null
                      ? chapterTestHref(ref)
                      : quickQuizHref(ref, attempt.lectureNo);
              // Negative marking counts (decision 0085).
              const marks = Math.max(0, attempt.score * 4 - attempt.penaltyQuarters);
              return (
                <li key={attempt.id} className="flex flex-wrap gap-x-3">
                  <Link href={href} className="text-brand-700 font-medium underline">
                    {attempt.title}
                  </Link>
                  <span className="text-slate-700">
                    {t("attemptScore", {
                      score: attempt.score,
                      total: attempt.total,
                      percent: percentOf(marks, attempt.total * 4),
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {weak.length > 0 && (
        <section aria-labelledby="weak-chapters-heading" className={sectionClass}>
          <h2 id="weak-chapters-heading" className={headingClass}>
            {t("weakHeading")}
          </h2>
          <ul className="flex flex-col gap-2">
            {weak.map((chapter) => (
              <li key={`${chapter.classSlug}|${chapter.subject}|${chapter.chapterNo}`}>
                <Link
                  href={subjectHref(chapter.classSlug, chapter.subject)}
                  className="text-brand-700 underline"
                >
                  {t("weakChapter", {
                    subject: subjectName(chapter.subject),
                    class: className(chapter.classSlug),
                    number: chapter.chapterNo,
                    percent: chapter.percent,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
