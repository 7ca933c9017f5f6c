import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true after. Menus use it to fall back to CSS
 * (hover and focus-within) until their JavaScript has arrived, which can take a while on slow data;
 * the carousel keeps its buttons disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
