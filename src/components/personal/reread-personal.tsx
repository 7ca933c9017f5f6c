"use client";

import { useEffect } from "react";
import { recheckPersonal } from "./personal-store";

/**
 * Where a page says this browser's own write changed the account behind the tab's copy (My
 * learning's "history forgotten"), the tab reads the account again (decision 0064).
 */
export function RereadPersonal() {
  useEffect(() => recheckPersonal(), []);
  return null;
}
