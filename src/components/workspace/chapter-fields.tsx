"use client";

import { useRef } from "react";
import type { ChapterSuggestion } from "@/server/workspace/lecture-queries";
import { FieldShell, INPUT_CLASS } from "./form-field";

type Props = {
  chapters: ChapterSuggestion[];
  chapterNo: string;
  chapterName: string;
  errors: { chapterNo?: string; chapterName?: string };
  labels: { chapterNo: string; chapterName: string; existing: string };
  /** After a chapter number was refused for its name: the box that renames the whole chapter. */
  confirm?: { name: string; label: string };
};

/**
 * A lecture's chapter number and name, with the chapters its subject already has: choosing one
 * fills both (so a new lecture joins its chapter instead of starting a second card of the same
 * number), and the name field suggests them too, also without JavaScript. A number saved with
 * another name is refused; the box then offered renames the whole chapter (decision 0024).
 */
export function ChapterFields({
  chapters,
  chapterNo,
  chapterName,
  errors,
  labels,
  confirm,
}: Props) {
  const numberInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  return (
    <>
      {chapters.length > 0 && (
        <div>
          <p className="text-sm font-medium text-slate-800">{labels.existing}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {chapters.map((c) => (
              <li key={`${c.chapterNo}:${c.chapterName}`}>
                <button
                  type="button"
                  onClick={() => {
                    if (numberInput.current) numberInput.current.value = String(c.chapterNo);
                    if (nameInput.current) nameInput.current.value = c.chapterName;
                  }}
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100"
                >
                  {c.chapterNo}. {c.chapterName}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <FieldShell name="chapterNo" label={labels.chapterNo} error={errors.chapterNo}>
          {(a11y) => (
            <input
              {...a11y}
              ref={numberInput}
              name="chapterNo"
              inputMode="numeric"
              defaultValue={chapterNo}
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>
        <FieldShell name="chapterName" label={labels.chapterName} error={errors.chapterName}>
          {(a11y) => (
            <input
              {...a11y}
              ref={nameInput}
              name="chapterName"
              list="chapter-names"
              defaultValue={chapterName}
              className={INPUT_CLASS}
            />
          )}
        </FieldShell>
        <datalist id="chapter-names">
          {chapters.map((c) => (
            <option key={`${c.chapterNo}:${c.chapterName}`} value={c.chapterName} />
          ))}
        </datalist>
      </div>
      {confirm && (
        <label className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-slate-900">
          <input type="checkbox" name={confirm.name} value="yes" className="mt-1 size-4" />
          <span>{confirm.label}</span>
        </label>
      )}
    </>
  );
}
