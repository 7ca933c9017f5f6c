"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Asks the server for the page again while a bulk upload converts (its progress); without
 * JavaScript the page's Refresh link does it. */
export function BulkRefresh() {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), 1500);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
