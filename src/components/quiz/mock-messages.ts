import "server-only";
import { getTranslations } from "next-intl/server";
import type { MockText } from "./mock-text";

const SUBJECTS = ["biology", "chemistry", "physics", "english", "logical-reasoning"] as const;

/** The mock test's words, with "{name}" placeholders left for the client to fill. */
export async function mockText(): Promise<MockText> {
  const t = await getTranslations("Quiz.mock");
  const raw = (key: string) => t.raw(key) as string;
  return {
    start: t("start"),
    endsAt: raw("endsAt"),
    timeLeft: raw("timeLeft"),
    timeUp: t("timeUp"),
    marks: raw("marks"),
    counts: raw("counts"),
    penalty: raw("penalty"),
    late: t("late"),
    breakdownHeading: t("breakdownHeading"),
    subject: t("subject"),
    right: t("right"),
    wrong: t("wrong"),
    blank: t("blank"),
    marksColumn: t("marksColumn"),
    noSitting: t("noSitting"),
    resumeSignedIn: t("resumeSignedIn"),
    subjects: Object.fromEntries(SUBJECTS.map((subject) => [subject, t(`subjects.${subject}`)])),
  };
}
