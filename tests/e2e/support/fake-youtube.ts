import { expect, type Page } from "@playwright/test";

export const YOUTUBE_API_URL = "https://www.youtube.com/iframe_api";

/** What the fake player lets a test do, as a student would with the real one. */
type FakeYouTubeControl = {
  videoId(): string | null;
  /** Where the current video is, in seconds. */
  currentTime(): number | null;
  play(): void;
  pause(): void;
  /** A seek as YouTube reports it: buffering, then playing on from the new position. */
  seekTo(seconds: number): void;
  /** The position jumps with no state change reported: only the sampled time shows it. */
  jumpTo(seconds: number): void;
  /** The speed menu's choice: the video plays on at this many seconds per second. */
  setPlaybackRate(rate: number): void;
};

declare global {
  interface Window {
    __fakeYouTube?: FakeYouTubeControl;
  }
}

/**
 * Stands in for YouTube's IFrame Player API script. Time comes from Date.now() and setTimeout,
 * which the test moves with page.clock, so "playing for 80 seconds" takes no real time. It is
 * sent to the page as source text, so it uses plain functions and no imports.
 */
function fakeYouTubeApi(duration: number) {
  const STATE = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 };
  type Options = {
    videoId: string;
    height: string;
    playerVars?: { autoplay?: number };
    events?: { onReady?: () => void; onStateChange?: (event: { data: number }) => void };
  };
  type FakePlayer = {
    videoId: string;
    destroyed: boolean;
    getCurrentTime(): number;
    getDuration(): number;
    getPlaybackRate(): number;
    setPlaybackRate(rate: number): void;
    seekTo(seconds: number, allowSeekAhead: boolean): void;
    playVideo(): void;
    destroy(): void;
    start(): void;
    stop(next: number): void;
    moveTo(seconds: number): void;
  };
  const players: FakePlayer[] = [];

  function createPlayer(element: HTMLElement, options: Options): FakePlayer {
    let state = STATE.UNSTARTED;
    let position = 0;
    let since = 0;
    let rate = 1;
    let endTimer: ReturnType<typeof setTimeout> | undefined;
    const frame = document.createElement("div");
    frame.dataset.fakeYoutube = options.videoId;
    frame.style.height = `${options.height}px`;
    element.replaceWith(frame);

    const setState = (next: number) => {
      state = next;
      options.events?.onStateChange?.({ data: next });
    };
    const scheduleEnd = () => {
      clearTimeout(endTimer);
      endTimer = setTimeout(
        () => {
          position = duration;
          setState(STATE.ENDED);
        },
        ((duration - position) * 1000) / rate,
      );
    };
    const player: FakePlayer = {
      videoId: options.videoId,
      destroyed: false,
      getCurrentTime: () =>
        state === STATE.PLAYING
          ? Math.min(duration, position + ((Date.now() - since) / 1000) * rate)
          : position,
      getDuration: () => duration,
      getPlaybackRate: () => rate,
      // As the real player: the video plays on from where it is, at the new speed.
      setPlaybackRate(next) {
        const playing = state === STATE.PLAYING;
        if (playing) position = player.getCurrentTime();
        since = Date.now();
        rate = next;
        if (playing) scheduleEnd();
      },
      // As the real API: a playing video plays on from there, a paused one stays paused.
      seekTo(seconds) {
        if (state !== STATE.PLAYING) {
          position = seconds;
          return;
        }
        player.stop(STATE.BUFFERING);
        player.moveTo(seconds);
        player.start();
      },
      playVideo() {
        if (state !== STATE.PLAYING) player.start();
      },
      destroy() {
        player.destroyed = true;
        clearTimeout(endTimer);
        frame.remove();
      },
      start() {
        since = Date.now();
        scheduleEnd();
        setState(STATE.PLAYING);
      },
      stop(next: number) {
        position = player.getCurrentTime();
        clearTimeout(endTimer);
        setState(next);
      },
      moveTo(seconds: number) {
        position = seconds;
        since = Date.now();
      },
    };
    players.push(player);
    // As YouTube does, the player is ready, and then plays, after the constructor has returned.
    queueMicrotask(() => {
      options.events?.onReady?.();
      if (options.playerVars?.autoplay === 1 && state !== STATE.PLAYING) player.start();
    });
    return player;
  }

  const current = () => players.filter((player) => !player.destroyed).at(-1);
  const control: FakeYouTubeControl = {
    videoId: () => current()?.videoId ?? null,
    currentTime: () => current()?.getCurrentTime() ?? null,
    play: () => current()?.start(),
    pause: () => current()?.stop(STATE.PAUSED),
    seekTo(seconds) {
      const player = current();
      player?.stop(STATE.BUFFERING);
      player?.moveTo(seconds);
      player?.start();
    },
    jumpTo: (seconds) => current()?.moveTo(seconds),
    setPlaybackRate: (rate) => current()?.setPlaybackRate(rate),
  };
  // `new YT.Player(...)` returns the object createPlayer builds.
  Object.assign(window, {
    YT: { Player: createPlayer, PlayerState: STATE },
    __fakeYouTube: control,
  });
  window.onYouTubeIframeAPIReady?.();
}

/**
 * Serves the fake API at YouTube's own address (the e2e fixture already stubs the thumbnails), so
 * nothing leaves the machine. Returns a counter of how often the page asked for the API script.
 */
export async function installFakeYouTube(page: Page, duration = 100): Promise<() => number> {
  let requests = 0;
  await page.route(YOUTUBE_API_URL, (route) => {
    requests += 1;
    return route.fulfill({
      contentType: "text/javascript",
      // `npm run bench` runs this file through tsx, whose esbuild keeps function names by wrapping
      // them in __name(): a helper the page does not have.
      body: `var __name = (f) => f; (${fakeYouTubeApi.toString()})(${duration});`,
    });
  });
  return () => requests;
}

/** Drives the fake player of the lecture on screen. */
export function fakeYouTube(page: Page) {
  return {
    /** Waits until the player for this video exists, i.e. the student pressed play and it loaded. */
    expectVideo: (videoId: string) =>
      expect.poll(() => page.evaluate(() => window.__fakeYouTube?.videoId() ?? null)).toBe(videoId),
    currentTime: () => page.evaluate(() => window.__fakeYouTube?.currentTime() ?? null),
    play: () => page.evaluate(() => window.__fakeYouTube?.play()),
    pause: () => page.evaluate(() => window.__fakeYouTube?.pause()),
    seekTo: (seconds: number) => page.evaluate((s) => window.__fakeYouTube?.seekTo(s), seconds),
    jumpTo: (seconds: number) => page.evaluate((s) => window.__fakeYouTube?.jumpTo(s), seconds),
    setPlaybackRate: (rate: number) =>
      page.evaluate((r) => window.__fakeYouTube?.setPlaybackRate(r), rate),
  };
}
