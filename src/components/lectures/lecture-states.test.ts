import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { subjectsForClass } from "@/content/classes";
import messages from "../../../messages/en.json";
import { ChapterGridSkeleton } from "./chapter-grid";
import { PlayerSkeleton } from "./player-skeleton";
import { SubjectGrid } from "./subject-grid";

const t = createTranslator({ locale: "en", messages, namespace: "Lectures" });

function count(html: string, placeholder: string): number {
  return html.split(`data-placeholder="${placeholder}"`).length - 1;
}

const gridText = (className: string) => ({
  startLearning: t("startLearning"),
  noLecturesYet: t("subjectNoLectures"),
  unlocked: t.raw("subjectUnlocked") as string,
  emptyTitle: t("noSubjectsTitle"),
  emptyBody: t("noSubjectsBody", { class: className }),
});

describe("class screen without subjects", () => {
  it("shows 'No Subjects Available' and the spec's sentence for a class outside the catalogue", () => {
    const subjects = subjectsForClass("o-level");
    expect(subjects).toEqual([]);
    const html = renderToStaticMarkup(
      createElement(SubjectGrid, {
        classSlug: "o-level",
        subjects,
        lectureCounts: {},
        text: gridText("O Level"),
      }),
    );
    expect(html).toContain("No Subjects Available");
    expect(html).toContain(
      "Subjects for O Level are not available at the moment. Please check back later or select a different class.",
    );
    expect(html).not.toContain("Start Learning");
  });
});

describe("loading placeholders", () => {
  it("shows six placeholder cards while the chapters load", () => {
    const html = renderToStaticMarkup(createElement(ChapterGridSkeleton, { label: "Loading" }));
    expect(count(html, "chapter")).toBe(6);
    expect(html).toContain('role="status"');
  });

  it("shows five placeholder rows while the lectures load", () => {
    const html = renderToStaticMarkup(
      createElement(PlayerSkeleton, { label: "Loading", lecturesHeading: "Lectures" }),
    );
    expect(count(html, "lecture")).toBe(5);
    expect(html).toContain('role="status"');
  });
});
