import { useEffect, useState } from "react";

/**
 * A part of the player fetched once `wanted`, not with every player page: most views never need
 * it (decisions 0046, 0100). Null until it is here; a failed fetch (offline) is tried again when
 * `wanted` comes again. `load` is a module-level `() => import("./…")`.
 */
export function useLazyModule<M>(wanted: boolean, load: () => Promise<M>): M | null {
  const [module, setModule] = useState<M | null>(null);
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    load().then(
      (loaded) => live && setModule(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, module, load]);
  return module;
}
