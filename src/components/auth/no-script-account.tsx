"use client";

import { usePathname } from "next/navigation";
import { localeOfPath } from "@/lib/locale-path";
import { accountFrame, type FrameVariant } from "@/lib/no-script-frames";

// The size of the account corner each header layout has room for (the phone bar's is that of
// its Login and Register links, so a 360 px header does not grow).
const FRAME_SIZE: Record<FrameVariant, string> = {
  bar: "h-11 w-72",
  compact: "h-10 w-32",
  drawer: "h-24 w-full",
};

/**
 * The account corner for a browser without JavaScript: the shared page cannot say who is signed
 * in (decision 0029), so a small private page does, in a frame (decision 0030). Inside
 * <noscript>, a browser with JavaScript never asks for it.
 */
export function NoScriptAccount({ variant, title }: { variant: FrameVariant; title: string }) {
  const pathname = usePathname();
  return (
    <noscript>
      <iframe
        src={accountFrame(variant, localeOfPath(pathname), pathname)}
        title={title}
        className={FRAME_SIZE[variant]}
      />
    </noscript>
  );
}
