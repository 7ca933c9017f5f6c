"use client";

import { useState, type ComponentPropsWithoutRef } from "react";

const KEEP = { __html: "" };

/**
 * A list whose markup needs no React in the browser: links followed by ClientNavigation's one
 * listener, with no state or handlers. When the page is hydrated React takes the server's
 * markup as it is (the content of dangerouslySetInnerHTML is not compared) and creates no fibers
 * for it: the header's menus and the footer hold several hundred elements, and hydrating them
 * was most of a phone's start-up work (decision 0046). Mounted later in the browser (a menu that
 * opens, another language), it renders its children as usual; callers key it by its content so
 * that new content mounts anew instead of keeping the old markup.
 */
export function ServerMarkup({ children, ...props }: ComponentPropsWithoutRef<"ul">) {
  // ClientNavigation marks the page as scripted once its hydration has been committed.
  const [kept] = useState(
    () => typeof window !== "undefined" && !("scripted" in document.documentElement.dataset),
  );
  if (kept) return <ul {...props} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
  return <ul {...props}>{children}</ul>;
}
