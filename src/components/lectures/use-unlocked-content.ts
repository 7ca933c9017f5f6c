import { useEffect, useState } from "react";
import type * as UnlockedModule from "./unlocked-content";

/**
 * What shows after the unlock (its links and the rating's stars, server action and messages),
 * fetched once `wanted`, not with every player page: most views never get that far (decisions
 * 0046, 0100). Until it is here the unlock control stays; a failed fetch (offline, where nothing
 * could be unlocked or rated anyway) is tried again when `wanted` comes again.
 */
export function useUnlockedContent(wanted: boolean) {
  const [module, setModule] = useState<typeof UnlockedModule | null>(null);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    import("./unlocked-content").then(
      (loaded) => live && setModule(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  return module;
}
