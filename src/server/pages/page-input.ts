import { z } from "zod";
import { isPageLocale, isPagePath } from "./page-paths";

/** Longest page text taken: the longest demo page is about 6,000 characters. */
export const MAX_BODY = 50_000;
export const MAX_TITLE = 200;

/** A page as the workspace form sends it; messages are keys of "Pages.problems". */
export const pageInput = z.object({
  path: z.string().refine(isPagePath, "path"),
  locale: z.string().refine(isPageLocale, "locale"),
  title: z.string().trim().min(1, "titleMissing").max(MAX_TITLE, "titleLong"),
  body: z
    .string()
    .transform((text) => text.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().min(1, "bodyMissing").max(MAX_BODY, "bodyLong")),
});

export type PageInput = { path: string; locale: "en" | "ur"; title: string; body: string };

/** The form's fields, checked: the page, or the first problem of each field. */
export function readPageInput(
  values: Record<string, string>,
): { ok: true; page: PageInput } | { ok: false; problems: Record<string, string> } {
  const parsed = pageInput.safeParse(values);
  if (parsed.success) return { ok: true, page: parsed.data };
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    problems[field] ??= issue.message;
  }
  return { ok: false, problems };
}

/**
 * The text with an uploaded picture (its /media path) added at the end as Markdown, the page's
 * title as its description; brackets and backslashes in the title cannot end the picture early.
 */
export function withPicture(body: string, title: string, picturePath: string): string {
  const alt = title
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\[\]]/g, "\\$&");
  return `${body}\n\n![${alt}](${picturePath})`;
}
