"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { hasWaitingReports } from "./local-progress";
import { firstView, syncPersonal } from "./personal-store";

/**
 * In the root layout: keeps the student's own parts of each page they view (decision 0064: read
 * once per visit, kept for the tab), and, signed out, sends again the progress reports an earlier
 * view left without an answer (decision 0030).
 */
export function PersonalSync() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const first = useRef(true);
  useEffect(() => {
    syncPersonal(first.current ? firstView() : "view");
    first.current = false;
    // The code that sends waiting reports again is fetched only when one waits: on most views
    // none does, and every page's scripts would carry it (decision 0100).
    if (hasWaitingReports()) {
      void import("./waiting-reports").then(
        (reports) => reports.resendWaiting(),
        () => undefined,
      );
    }
  }, [pathname, search]);
  return null;
}
