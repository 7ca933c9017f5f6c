/** The parts of the YouTube IFrame Player API the lecture player uses. */
export type YouTubePlayer = {
  getCurrentTime(): number;
  getDuration(): number;
  getPlaybackRate(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  playVideo(): void;
  destroy(): void;
};

export type YouTubePlayerOptions = {
  height: string;
  width: string;
  videoId: string;
  playerVars: Record<string, number>;
  events: { onReady: () => void; onStateChange: (event: { data: number }) => void };
};

export type YouTubeNamespace = {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => YouTubePlayer;
  PlayerState: { ENDED: number; PLAYING: number; PAUSED: number; BUFFERING: number };
};

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

export const YOUTUBE_API_URL = "https://www.youtube.com/iframe_api";

let loading: Promise<YouTubeNamespace> | undefined;

/**
 * Adds the IFrame API script to the page the first time a YouTube lecture mounts, and only then:
 * other screens never load it, and switching lectures reuses it.
 */
export function loadYouTubeApi(): Promise<YouTubeNamespace> {
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    if (window.YT?.Player) {
      resolve(window.YT);
      return;
    }
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
    const script = document.createElement("script");
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => {
      // Let a later lecture try again, for example once the connection is back.
      loading = undefined;
      script.remove();
      reject(new Error("The YouTube player could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}
