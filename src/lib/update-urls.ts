/** Longest slug kept in an update's URL: enough to read, short enough for a shared message. */
const MAX_SLUG_LENGTH = 80;

/**
 * The readable part of an update's URL: its title in lower-case Latin letters and digits joined
 * by hyphens ("Demo: MDCAT results announced" -> "demo-mdcat-results-announced"). Accents are
 * dropped; a title in another script (Urdu) has no slug, and its URL is the id alone.
 */
export function updateSlug(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, MAX_SLUG_LENGTH) ?? "");
}

/** The update's own page: `/latest/<id>-<slug>`; the id alone decides which update it is. */
export function updateHref(update: { id: number; title: string }): string {
  const slug = updateSlug(update.title);
  return slug ? `/latest/${update.id}-${slug}` : `/latest/${update.id}`;
}

/** The id from an update page's segment ("57-some-title" or "57"), or null when there is none. */
export function parseUpdateSegment(segment: string): number | null {
  const match = /^([1-9][0-9]{0,9})(?:-|$)/.exec(segment);
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
