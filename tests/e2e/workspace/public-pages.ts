import type { APIRequestContext } from "@playwright/test";

/*
 * What an anonymous visitor's browser gets, read over HTTP: these requests go through the page
 * cache like any visitor's, so they show when a change has reached the public pages.
 */

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  return response.text();
}

/** The title of the first card under Latest Updates on /latest. */
export async function firstUpdateTitle(request: APIRequestContext): Promise<string | undefined> {
  // The heading holds a link to the update's own page; the title is the link's text.
  return /id="update-\d+-title"[^>]*>(?:<a [^>]*>)?([^<]*)</.exec(
    await html(request, "/latest"),
  )?.[1];
}

/** /latest as HTML (the Student Jobs column among the rest). */
export function jobsOnLatest(request: APIRequestContext): Promise<string> {
  return html(request, "/latest");
}

/** The chapter list of 11th class physics, where the bulk upload's chapters appear. */
export function publicChapters(request: APIRequestContext): Promise<string> {
  return html(request, "/coaching/lectures-quizzes/11th/physics");
}
