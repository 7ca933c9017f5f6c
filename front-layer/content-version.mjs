// @ts-check

const VERSION_WAIT_MS = 250;

/**
 * Asks for the content version at most once per `everyMs`, waiting at most VERSION_WAIT_MS for the
 * answer (a database that does not answer must not hold pages back), and calls `onChange` when
 * it moved. `generation` counts the changes.
 * @param {() => Promise<unknown> | undefined} read
 * @param {number} everyMs
 * @param {() => void} onChange
 */
export function watchContentVersion(read, everyMs, onChange) {
  /** @type {unknown} */
  let known;
  let checkedAt = -Infinity;
  /** @type {Promise<void> | undefined} */
  let pending;
  const state = {
    generation: 0,
    /** @returns {Promise<void> | undefined} */
    check() {
      if (pending || Date.now() - checkedAt < everyMs) return pending;
      const answer = read();
      if (!answer) return undefined;
      checkedAt = Date.now();
      const settled = answer.then(
        (version) => {
          if (known !== undefined && version !== known) {
            state.generation += 1;
            onChange();
          }
          known = version;
        },
        () => undefined,
      );
      pending = Promise.race([settled, delay(VERSION_WAIT_MS)]).finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
  return state;
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
