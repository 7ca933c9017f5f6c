import "katex/dist/katex.min.css";
import "./quiz.css";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { connection } from "next/server";
import { cache } from "react";
import { NotFoundScreen, notFoundMetadata } from "@/components/layout/not-found-screen";
import { LecturesFrame } from "@/components/lectures/lectures-frame";
import { findLectureClass, findSubject } from "@/content/classes";
import { chapterHref, decodeSegment, lectureHref, parsePositiveNumber } from "@/lib/lecture-urls";
import { chapterTestHref, quickQuizHref } from "@/lib/quiz-urls";
import { getDb } from "@/server/db/client";
import { getClassNames } from "@/server/i18n/classes";
import { getLocalePath } from "@/server/i18n/locale";
import { findChapterTest, findLectureQuiz } from "@/server/quiz/queries";
import { QUIZ_ANCHOR, QuizForm } from "./quiz-form";
import { QuizHeader } from "./quiz-header";
import { quizText } from "./quiz-messages";

export type QuizParams = {
  class: string;
  subject: string;
  chapterNo: string;
  chapterName: string;
  /** A lecture's quick quiz; without it, the chapter's test. */
  lectureNo?: string;
};

/** The quiz an address names, with its class and subject in the page's language, or null. */
const findQuiz = cache(
  async (
    classSlug: string,
    subjectSlug: string,
    chapter: string,
    name: string,
    lecture?: string,
  ) => {
    const lectureClass = findLectureClass(classSlug);
    const subject = findSubject(classSlug, subjectSlug);
    const chapterNo = parsePositiveNumber(chapter);
    const lectureNo = lecture === undefined ? null : parsePositiveNumber(lecture);
    if (!lectureClass || !subject || chapterNo === null || lectureNo === 0) return null;
    if (lecture !== undefined && lectureNo === null) return null;
    const place = { classSlug, subject: subjectSlug, chapterNo };
    const db = await getDb();
    const quiz =
      lectureNo === null
        ? await findChapterTest(db, place)
        : await findLectureQuiz(db, place, lectureNo);
    // One address per quiz: the chapter's name as its lectures spell it.
    if (!quiz || quiz.chapterName !== decodeSegment(name)) return null;
    const names = await getClassNames();
    const ref = { ...place, chapterName: quiz.chapterName };
    return {
      quiz,
      ref,
      lectureClass: names.lectureClass(lectureClass),
      subject: names.subject(subject),
      href: lectureNo === null ? chapterTestHref(ref) : quickQuizHref(ref, lectureNo),
    };
  },
);

async function resolve(params: Promise<QuizParams>) {
  const p = await params;
  return findQuiz(p.class, p.subject, p.chapterNo, p.chapterName, p.lectureNo);
}

/**
 * The title from the address alone: a metadata read from the database that ends after the page
 * is streamed into the body (Next 16), which pages without JavaScript must not need (0014).
 */
export async function quizMetadata(params: Promise<QuizParams>): Promise<Metadata> {
  const p = await params;
  const lectureClass = findLectureClass(p.class);
  const subject = findSubject(p.class, p.subject);
  const chapterNo = parsePositiveNumber(p.chapterNo);
  if (!lectureClass || !subject || chapterNo === null) return notFoundMetadata();
  const [t, tLectures, names] = await Promise.all([
    getTranslations("Quiz"),
    getTranslations("Lectures"),
    getClassNames(),
  ]);
  const kind = p.lectureNo === undefined ? t("chapterTest") : t("quickQuiz");
  const place = `${names.subject(subject).name}, ${names.lectureClass(lectureClass).title}`;
  return { title: `${kind}: ${tLectures("chapterNumber", { number: chapterNo })}, ${place}` };
}

/** A quick quiz or a chapter test: the questions as a form, graded on the server. */
export async function QuizPage({ params }: { params: Promise<QuizParams> }) {
  await connection();
  const found = await resolve(params);
  if (!found) return <NotFoundScreen />;
  const { quiz, ref, lectureClass, subject } = found;
  const [t, text, inLocale] = await Promise.all([
    getTranslations("Quiz"),
    quizText(),
    getLocalePath(),
  ]);
  const back =
    quiz.lectureNo === null
      ? { href: chapterHref(ref), label: t("backToChapter") }
      : { href: lectureHref(ref, quiz.lectureNo), label: t("backToLecture") };
  return (
    <LecturesFrame lectureClass={lectureClass} subject={subject} chapterNo={ref.chapterNo}>
      <div id={QUIZ_ANCHOR} className="quiz mx-auto flex max-w-3xl scroll-mt-4 flex-col gap-4">
        <QuizHeader
          kind={
            quiz.lectureNo === null
              ? t("chapterTest")
              : t("quickQuizOf", { number: quiz.lectureNo })
          }
          title={quiz.title}
          about={`${t("questionCount", { count: quiz.questions.length })} · ${t("intro")}`}
          score={{ quizId: quiz.id, text: t.raw("bestAndLast") as string }}
          link={back}
        />
        <QuizForm
          quizId={quiz.id}
          questions={quiz.questions}
          text={text}
          retryHref={inLocale(found.href)}
        />
      </div>
    </LecturesFrame>
  );
}
