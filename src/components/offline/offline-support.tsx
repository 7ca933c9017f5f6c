"use client";

import { useEffect } from "react";
import { WifiOff } from "@/components/ui/icons";
import { useOnline } from "./use-online";

/** The files of this site the first page loaded, for the service worker to keep. */
function loadedStaticFiles(): string[] {
  return performance
    .getEntriesByType("resource")
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${location.origin}/_next/static/`));
}

/**
 * Registers the service worker (public/sw.js, decision 0032) once the page has loaded, and shows
 * a small notice while the browser has no connection. `workerUrl` is null where no worker runs
 * (`npm run dev`, whose scripts change under the same names).
 */
export function OfflineSupport({
  workerUrl,
  notice,
}: {
  workerUrl: string | null;
  notice: string;
}) {
  const online = useOnline();

  useEffect(() => {
    if (!workerUrl || !("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register(workerUrl)
        .then(async (registration) => {
          // This first page loaded before the worker ran: hand it what to keep from it.
          if (navigator.serviceWorker.controller) return;
          await navigator.serviceWorker.ready;
          registration.active?.postMessage({
            type: "loaded",
            page: location.pathname + location.search,
            files: loadedStaticFiles(),
          });
        })
        // Without a worker the site works as before, only not offline: nothing to tell anyone.
        .catch(() => undefined);
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, [workerUrl]);

  // The live region is always there, so a screen reader announces the notice when it appears.
  return (
    <div role="status">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {notice}
        </p>
      )}
    </div>
  );
}
