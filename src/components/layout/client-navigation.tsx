"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { CLIENT_NAV_ATTRIBUTE } from "@/components/ui/locale-anchor";

/**
 * One click listener for the many menu links (header, drawer, footer): they are plain <a> elements,
 * so hydrating a page costs nothing per link (decision 0010), and this listener follows a plain
 * left click on one of them with the router, keeping the page's scripts and state. Before the
 * scripts run, and for a click with a modifier key or another button, the browser follows the link
 * as usual.
 */
export function ClientNavigation() {
  const router = useRouter();
  // What waits for the scripts (the `unscripted` variant in globals.css) ends once they run.
  useEffect(() => {
    document.documentElement.dataset.scripted = "";
  }, []);
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const anchor = target?.closest<HTMLAnchorElement>(`a[${CLIENT_NAV_ATTRIBUTE}]`);
      if (
        !anchor ||
        (anchor.target && anchor.target !== "_self") ||
        anchor.hasAttribute("download")
      )
        return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      router.push(url.pathname + url.search + url.hash);
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [router]);
  return null;
}
