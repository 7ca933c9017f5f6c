import type { ReactNode } from "react";
import { QuizScoreMark } from "@/components/personal/quiz-marks";
import { Link } from "@/components/ui/link";
import { contentDir } from "@/lib/bidi";

/**
 * A quiz page's heading: the kind of quiz, its title, a line about it, the student's best and
 * last where kept (decision 0082), and a link on: the lecture, the chapter, the mock test or its
 * practice set.
 */
export function QuizHeader({
  kind,
  title,
  about,
  score,
  link,
}: {
  kind: string;
  title: string;
  about: ReactNode;
  score?: { quizId: number; text: string };
  link?: { href: string; label: string } | null;
}) {
  return (
    <header className="flex flex-col gap-1">
      <p className="text-brand-700 text-sm font-semibold">{kind}</p>
      <h1 dir={contentDir(title)} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h1>
      <p className="text-sm text-slate-700">{about}</p>
      {score && <QuizScoreMark quizId={score.quizId} text={score.text} />}
      {link && (
        <Link href={link.href} className="text-brand-700 self-start text-sm underline">
          {link.label}
        </Link>
      )}
    </header>
  );
}
