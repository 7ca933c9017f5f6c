export type LectureThumbnail = { src: string; webp: string | null };

/**
 * A YouTube lecture's 320x180 still from YouTube's image service, as WebP for the browsers that
 * take it (all current ones; about a third smaller) and JPEG otherwise; a self-hosted lecture's
 * local poster, already WebP.
 */
export function lectureThumbnail(lecture: { youtubeId: string | null }): LectureThumbnail {
  if (!lecture.youtubeId) return { src: "/demo/lecture-poster.webp", webp: null };
  const id = encodeURIComponent(lecture.youtubeId);
  return {
    src: `https://i.ytimg.com/vi/${id}/mqdefault.jpg`,
    webp: `https://i.ytimg.com/vi_webp/${id}/mqdefault.webp`,
  };
}

/**
 * The still a YouTube lecture's video box shows before its player loads (and without JavaScript):
 * YouTube's 480x360 image, which the box crops to its size.
 */
export function youTubePoster(youtubeId: string): LectureThumbnail {
  const id = encodeURIComponent(youtubeId);
  return {
    src: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    webp: `https://i.ytimg.com/vi_webp/${id}/hqdefault.webp`,
  };
}
