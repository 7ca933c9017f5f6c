import "server-only";
import { z } from "zod";
import { FRAME_VARIANTS } from "@/lib/no-script-frames";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/locale-path";

/** The query of a frame's address, checked: anything else is answered 400, never a 500. */

const lang = z.enum(LOCALES).catch(DEFAULT_LOCALE);
// A path of this site (where Log in comes back to), never another site's address.
const page = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])/)
  .catch("/");

const accountQuery = z.object({ variant: z.enum(FRAME_VARIANTS), lang, page });
const lectureQuery = z.object({ lecture: z.coerce.number().int().min(1).max(2_147_483_647), lang });

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export function readAccountQuery(request: Request) {
  return accountQuery.safeParse(query(request));
}

export function readLectureQuery(request: Request) {
  return lectureQuery.safeParse(query(request));
}
