import { useSyncExternalStore } from "react";

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

const subscribe = () => () => {};

/**
 * Whether the browser asks to save data (`navigator.connection.saveData`, the setting that also
 * sends `Save-Data: on`); false where the browser does not say, and in the server's HTML.
 */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (navigator as NavigatorWithConnection).connection?.saveData === true,
    () => false,
  );
}
