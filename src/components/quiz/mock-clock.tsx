"use client";

import { useEffect, useRef, useState } from "react";
import { fill } from "./quiz-text";

function minutesAndSeconds(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The time left, counted from the server's end (decision 0085): the offset between the server's
 * clock and this one is taken when the sitting arrives, so a wrong clock here does not move the
 * end. At zero it calls `onEnd` once (the form submits itself).
 */
export function MockClock({
  endsAt,
  serverNow,
  template,
  onEnd,
}: {
  endsAt: number;
  serverNow: number;
  template: string;
  onEnd: () => void;
}) {
  const offset = useRef<number | null>(null);
  const ended = useRef(false);
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    offset.current ??= serverNow - Date.now();
    const tick = () => {
      const remaining = endsAt - (Date.now() + (offset.current ?? 0));
      setLeft(remaining);
      if (remaining <= 0 && !ended.current) {
        ended.current = true;
        onEnd();
      }
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [endsAt, serverNow, onEnd]);
  if (left === null) return null;
  return (
    <p
      role="timer"
      className={`text-lg font-bold tabular-nums ${left < 60_000 ? "text-red-700" : "text-slate-900"}`}
    >
      {fill(template, { time: minutesAndSeconds(left) })}
    </p>
  );
}
