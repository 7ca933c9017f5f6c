/** A YouTube lecture's still from YouTube's image service; a self-hosted one's local poster. */
export function lectureThumbnail(lecture: { youtubeId: string | null }): string {
  return lecture.youtubeId
    ? `https://i.ytimg.com/vi/${encodeURIComponent(lecture.youtubeId)}/mqdefault.jpg`
    : "/demo/lecture-poster.webp";
}
