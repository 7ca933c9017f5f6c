/** A YouTube video id: 11 characters of letters, digits, "-" and "_". */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

// Paths whose next segment is the id: /embed/ID, /shorts/ID, /live/ID, /v/ID.
const ID_PATHS = new Set(["embed", "shorts", "live", "v"]);

function parseUrl(value: string): URL | null {
  // Links pasted without a scheme ("youtu.be/ID", "www.youtube.com/watch?v=ID") are common.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/**
 * The video id in what an editor pasted: an id on its own, or any common link form (watch?v=,
 * youtu.be/, /embed/, /shorts/, /live/, with extra parameters such as &t= or ?si=). null when
 * there is none or it does not have an id's shape.
 */
export function parseYouTubeId(input: string): string | null {
  const value = input.trim();
  if (YOUTUBE_ID.test(value)) return value;
  const url = parseUrl(value);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === "youtu.be" || host === "www.youtu.be") {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (segments[0] && ID_PATHS.has(segments[0])) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}
