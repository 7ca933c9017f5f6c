import { useSyncExternalStore } from "react";
import type { Locale } from "@/lib/locale-path";
import type * as MenusChunk from "./menus-en";

/** What the menus' chunk holds: their links in one language and the panels that list them. */
export type MenusModule = typeof MenusChunk;
/** The chunk once here, or whether its last fetch failed (the menus then link to /menu). */
export type MenusState = { module: MenusModule | null; failed: boolean };

const LOADERS: Record<Locale, () => Promise<MenusModule>> = {
  en: () => import("./menus-en"),
  ur: () => import("./menus-ur"),
};
const NOTHING_YET: MenusState = { module: null, failed: false };
const states: Record<Locale, MenusState> = { en: NOTHING_YET, ur: NOTHING_YET };
const fetching = new Set<Locale>();
const listeners = new Set<() => void>();

/**
 * Fetches the header's menus (their links and panels) once a visit: no page carries them
 * (decision 0107). Called when a student reaches for a menu (pointer, focus, a tap on the menu
 * button), so they are usually here when it opens; a failed fetch is tried again the next time.
 */
export function fetchHeaderMenus(locale: Locale): void {
  if (states[locale].module || fetching.has(locale)) return;
  fetching.add(locale);
  const settle = (state: MenusState) => {
    fetching.delete(locale);
    states[locale] = state;
    for (const listener of listeners) listener();
  };
  LOADERS[locale]().then(
    (module) => settle({ module, failed: false }),
    () => settle({ module: null, failed: true }),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The menus of a language as far as they have come. */
export function useHeaderMenus(locale: Locale): MenusState {
  return useSyncExternalStore(
    subscribe,
    () => states[locale],
    () => NOTHING_YET,
  );
}
