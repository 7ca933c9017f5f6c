/**
 * The longest pause of this thread's event loop while `work` runs (a tick every 5 ms), and how
 * long the work took: what a request arriving meanwhile would have waited at most.
 */
export async function longestPause(
  work: () => Promise<unknown>,
): Promise<{ pause: number; took: number }> {
  let pause = 0;
  let last = performance.now();
  const tick = () => {
    const now = performance.now();
    pause = Math.max(pause, now - last);
    last = now;
  };
  const timer = setInterval(tick, 5);
  const started = performance.now();
  try {
    await work();
    const took = performance.now() - started;
    // A loop held until now has had no tick since: that pause counts too.
    tick();
    return { pause, took };
  } finally {
    clearInterval(timer);
  }
}
