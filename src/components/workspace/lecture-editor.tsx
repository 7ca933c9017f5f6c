import { getTranslations } from "next-intl/server";
import { lectureClasses } from "@/content/classes";
import { formatPlaybackTime } from "@/lib/progress-rules";
import { getDb } from "@/server/db/client";
import { getPlaceNames } from "@/server/i18n/classes";
import { deleteLectureForm } from "@/server/workspace/lecture-actions";
import { countLectureDependents } from "@/server/workspace/lecture-writes";
import { suggestChapters, type LectureForEdit } from "@/server/workspace/lecture-queries";
import { DeleteForm } from "./delete-form";
import { LectureForm, type CatalogueClass } from "./lecture-form";

const FIELD_LABELS = [
  "class",
  "subject",
  "chapterNo",
  "chapterName",
  "lectureNo",
  "lectureName",
  "youtubeId",
  "videoUrl",
  "durationSeconds",
  "quickQuizUrl",
  "lectureNotesUrl",
];

/** The classes and their subjects, named in the page's language ("دسویں جماعت", "کیمیا"). */
async function getCatalogue(): Promise<CatalogueClass[]> {
  const names = await getPlaceNames();
  return lectureClasses.map((c) => ({
    slug: c.slug,
    title: names.classes[c.slug] ?? c.title,
    subjects: c.subjects.map((s) => ({ slug: s.slug, name: names.subjects[s.slug] ?? s.name })),
  }));
}

/** A stored length as the form shows it: 12:30, or seconds when it is not a whole number. */
function durationText(seconds: number | null): string {
  if (seconds === null) return "";
  return Number.isInteger(seconds) ? formatPlaybackTime(seconds) : String(seconds);
}

function initialValues(lecture: LectureForEdit | null): Record<string, string> {
  if (!lecture) return {};
  return {
    class: lecture.classSlug,
    subject: lecture.subject,
    chapterNo: String(lecture.chapterNo),
    chapterName: lecture.chapterName,
    lectureNo: String(lecture.lectureNo),
    lectureName: lecture.lectureName,
    youtubeId: lecture.youtubeId ?? "",
    videoUrl: lecture.videoUrl ?? "",
    durationSeconds: durationText(lecture.durationSeconds),
    quickQuizUrl: lecture.quickQuizUrl ?? "",
    lectureNotesUrl: lecture.lectureNotesUrl ?? "",
  };
}

/** The lecture form, filled for an edit, with the delete step below it. */
export async function LectureEditor({ lecture }: { lecture: LectureForEdit | null }) {
  const db = await getDb();
  const [t, catalogue, suggestions, dependents] = await Promise.all([
    getTranslations("Workspace"),
    getCatalogue(),
    lecture ? suggestChapters(db, lecture.classSlug, lecture.subject) : Promise.resolve([]),
    lecture ? countLectureDependents(db, lecture.id) : Promise.resolve(null),
  ]);
  const labels: Record<string, string> = {
    ...Object.fromEntries(FIELD_LABELS.map((name) => [name, t(`fields.${name}`)])),
    chooseClass: t("chooseClass"),
    chooseSubject: t("chooseSubject"),
    existingChapters: t("existingChapters"),
    youtubeHint: t("youtubeHint"),
    videoUrlHint: t("videoUrlHint"),
    durationHint: t("durationHint"),
    videoFound: t("videoFound"),
    save: t("saveLecture"),
    saving: t("saving"),
  };
  return (
    <>
      <LectureForm
        id={lecture?.id ?? null}
        initial={initialValues(lecture)}
        catalogue={catalogue}
        suggestions={suggestions}
        labels={labels}
      />
      {lecture && (
        <DeleteForm
          action={deleteLectureForm}
          fields={{ id: String(lecture.id) }}
          labels={{
            open: t("deleteLecture"),
            warning: t("deleteLectureWarning", dependents ?? { ratings: 0, progress: 0 }),
            confirm: t("confirmDeleteButton"),
            pending: t("deleting"),
          }}
        />
      )}
    </>
  );
}
