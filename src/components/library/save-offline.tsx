"use client";

import { useEffect, useState } from "react";
import { useSaveData } from "@/components/home/use-save-data";

/** One cache per saved document, named by its page's address (public/sw.js lists them). */
const SAVED_PREFIX = "parhai-saved-1:";

type Status = "unknown" | "unsaved" | "saving" | "saved" | "failed";

type Props = {
  /** The document page's address in this language. */
  path: string;
  /** Where its page images are: `${files}/${page}-${size}.webp`. */
  files: string;
  pages: number;
  /** The page was rendered for Save-Data, with the smaller images. */
  lite: boolean;
  labels: Record<"save" | "saving" | "saved" | "remove" | "failed", string>;
};

/**
 * "Save for offline" (decision 0097): the page and every page image go into a cache of their own,
 * which the service worker reads when there is no connection and lists on the offline page. The
 * smaller images under Save-Data. Shown only where the browser can keep them.
 */
export function SaveOffline({ path, files, pages, lite, labels }: Props) {
  const [status, setStatus] = useState<Status>("unknown");
  const saveData = useSaveData();
  const name = SAVED_PREFIX + path;

  useEffect(() => {
    if (!("caches" in window) || !navigator.serviceWorker?.controller) return;
    void caches.has(name).then((saved) => setStatus(saved ? "saved" : "unsaved"));
  }, [name]);

  if (status === "unknown") return null;

  async function save() {
    setStatus("saving");
    const small = lite || saveData;
    const images = Array.from(
      { length: pages },
      (_, index) => `${files}/${index + 1}-${small ? "lite" : "phone"}.webp`,
    );
    try {
      const cache = await caches.open(name);
      // The page as any visitor gets it (no cookies), with the images of the same size.
      const page = new Request(path, {
        credentials: "omit",
        headers: small ? { "save-data": "on" } : {},
      });
      await cache.addAll([page, ...images]);
      setStatus("saved");
    } catch {
      await caches.delete(name);
      setStatus("failed");
    }
  }

  async function remove() {
    await caches.delete(name);
    setStatus("unsaved");
  }

  const saved = status === "saved";
  return (
    <p className="flex flex-wrap items-center gap-3" aria-live="polite">
      <button
        type="button"
        onClick={saved ? remove : save}
        disabled={status === "saving"}
        className="border-brand-700 text-brand-800 rounded-md border px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-70"
      >
        {saved ? labels.remove : status === "saving" ? labels.saving : labels.save}
      </button>
      {saved && <span className="text-sm text-slate-700">{labels.saved}</span>}
      {status === "failed" && <span className="text-sm text-red-800">{labels.failed}</span>}
    </p>
  );
}
