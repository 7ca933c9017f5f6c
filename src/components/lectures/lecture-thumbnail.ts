export type LectureThumbnail = { src: string; webp: string | null };

/** What a page asks of YouTube's stills: `small` when the browser asked to save data. */
type Size = { small?: boolean };

function youTubeStill(youtubeId: string, name: string): LectureThumbnail {
  const id = encodeURIComponent(youtubeId);
  return {
    src: `https://i.ytimg.com/vi/${id}/${name}.jpg`,
    webp: `https://i.ytimg.com/vi_webp/${id}/${name}.webp`,
  };
}

/**
 * A YouTube lecture's 320x180 still from YouTube's image service (its 120x90 one, the smallest,
 * to save data), as WebP for the browsers that take it (all current ones; about a third smaller)
 * and JPEG otherwise; a self-hosted lecture's local poster, already WebP.
 */
export function lectureThumbnail(
  lecture: { youtubeId: string | null },
  { small = false }: Size = {},
): LectureThumbnail {
  if (!lecture.youtubeId) return { src: "/demo/lecture-poster.webp", webp: null };
  return youTubeStill(lecture.youtubeId, small ? "default" : "mqdefault");
}

/**
 * The still a YouTube lecture's video box shows until the student presses play (and without
 * JavaScript): YouTube's 480x360 image, which the box crops to its size; 320x180 to save data.
 */
export function youTubePoster(youtubeId: string, { small = false }: Size = {}): LectureThumbnail {
  return youTubeStill(youtubeId, small ? "mqdefault" : "hqdefault");
}
