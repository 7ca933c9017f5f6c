"use client";

import { useActionState, useEffect, useRef, useState, useTransition } from "react";
import { parseYouTubeId } from "@/lib/youtube-id";
import { lectureThumbnail } from "@/components/lectures/lecture-thumbnail";
import { chapterSuggestions, saveLectureForm } from "@/server/workspace/lecture-actions";
import { EMPTY_FORM_STATE } from "@/server/workspace/form-state";
import type { ChapterSuggestion } from "@/server/workspace/lecture-queries";
import { ChapterFields } from "./chapter-fields";
import { FieldShell, FormError, INPUT_CLASS, SubmitButton, TextField } from "./form-field";

export type CatalogueClass = {
  slug: string;
  title: string;
  subjects: { slug: string; name: string }[];
};

type Props = {
  id: number | null;
  initial: Record<string, string>;
  catalogue: CatalogueClass[];
  suggestions: ChapterSuggestion[];
  labels: Record<string, string>;
};

/**
 * A lecture's fields. Class and subject come from the catalogue (subjects narrow to the class);
 * the chapters the subject already has are suggested; a YouTube link shows its thumbnail as soon
 * as the id in it is recognised. The server checks it all again with the importer's rules.
 */
export function LectureForm({ id, initial, catalogue, suggestions, labels }: Props) {
  const [state, formAction, pending] = useActionState(saveLectureForm, EMPTY_FORM_STATE);
  const value = (name: string) => state.values[name] ?? initial[name] ?? "";
  const [classSlug, setClassSlug] = useState(value("class"));
  const [subject, setSubject] = useState(value("subject"));
  const [youtube, setYoutube] = useState(value("youtubeId"));
  const [chapters, setChapters] = useState(suggestions);
  const [, startLoading] = useTransition();
  const [, startSaving] = useTransition();
  const asked = useRef(`${classSlug}/${subject}`);

  useEffect(() => {
    const key = `${classSlug}/${subject}`;
    if (asked.current === key) return;
    asked.current = key;
    startLoading(async () => setChapters((await chapterSuggestions(classSlug, subject)) ?? []));
  }, [classSlug, subject]);

  const subjects = catalogue.find((c) => c.slug === classSlug)?.subjects ?? [];
  const videoId = parseYouTubeId(youtube);
  const error = (name: string) => state.fieldErrors[name];

  return (
    <form
      action={formAction}
      // With JavaScript, the action runs without React's form reset: a reset puts the class and
      // subject lists (whose state did not change) back to their first option after a refusal,
      // and the next save would send them empty. Without JavaScript, the form posts as it is.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startSaving(() => formAction(data));
      }}
      noValidate
      className="max-w-2xl space-y-5"
    >
      <FormError message={state.formError} />
      {id !== null && <input type="hidden" name="id" value={id} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <FieldShell name="class" label={labels.class!} error={error("class")}>
          {(a11y) => (
            <select
              {...a11y}
              name="class"
              value={classSlug}
              onChange={(event) => setClassSlug(event.target.value)}
              className={INPUT_CLASS}
            >
              <option value="">{labels.chooseClass}</option>
              {catalogue.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FieldShell name="subject" label={labels.subject!} error={error("subject")}>
          {(a11y) => (
            <select
              {...a11y}
              name="subject"
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              className={INPUT_CLASS}
            >
              <option value="">{labels.chooseSubject}</option>
              {subjects.map((s) => (
                <option key={s.slug} value={s.slug}>
                  {s.name}
                </option>
              ))}
              {/* No class chosen yet (or no JavaScript to narrow the list): every class's subjects. */}
              {subjects.length === 0 &&
                catalogue.map((c) => (
                  <optgroup key={c.slug} label={c.title}>
                    {c.subjects.map((s) => (
                      <option key={s.slug} value={s.slug}>
                        {s.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
            </select>
          )}
        </FieldShell>
      </div>
      <ChapterFields
        chapters={chapters}
        chapterNo={value("chapterNo")}
        chapterName={value("chapterName")}
        errors={{ chapterNo: error("chapterNo"), chapterName: error("chapterName") }}
        confirm={state.confirm}
        labels={{
          chapterNo: labels.chapterNo!,
          chapterName: labels.chapterName!,
          existing: labels.existingChapters!,
        }}
      />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <TextField
          name="lectureNo"
          label={labels.lectureNo!}
          inputMode="numeric"
          defaultValue={value("lectureNo")}
          error={error("lectureNo")}
        />
        <TextField
          name="lectureName"
          label={labels.lectureName!}
          defaultValue={value("lectureName")}
          error={error("lectureName")}
        />
      </div>
      <FieldShell
        name="youtubeId"
        label={labels.youtubeId!}
        hint={labels.youtubeHint}
        error={error("youtubeId")}
      >
        {(a11y) => (
          <input
            {...a11y}
            name="youtubeId"
            value={youtube}
            onChange={(event) => setYoutube(event.target.value)}
            className={INPUT_CLASS}
          />
        )}
      </FieldShell>
      {videoId && (
        <figure className="flex items-center gap-3">
          <img
            src={lectureThumbnail({ youtubeId: videoId }).src}
            alt=""
            width={160}
            height={90}
            className="rounded-md bg-slate-100"
          />
          <figcaption className="text-sm text-slate-700">
            {labels.videoFound} <code data-testid="youtube-id">{videoId}</code>
          </figcaption>
        </figure>
      )}
      <TextField
        name="videoUrl"
        label={labels.videoUrl!}
        hint={labels.videoUrlHint}
        type="url"
        defaultValue={value("videoUrl")}
        error={error("videoUrl")}
      />
      <TextField
        name="durationSeconds"
        label={labels.durationSeconds!}
        hint={labels.durationHint}
        defaultValue={value("durationSeconds")}
        error={error("durationSeconds")}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="quickQuizUrl"
          label={labels.quickQuizUrl!}
          type="url"
          defaultValue={value("quickQuizUrl")}
          error={error("quickQuizUrl")}
        />
        <TextField
          name="lectureNotesUrl"
          label={labels.lectureNotesUrl!}
          type="url"
          defaultValue={value("lectureNotesUrl")}
          error={error("lectureNotesUrl")}
        />
      </div>
      <SubmitButton pending={pending} label={labels.save!} pendingLabel={labels.saving!} />
    </form>
  );
}
