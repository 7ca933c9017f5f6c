"use client";

import { useEffect, useRef, useState } from "react";
import { SubmitButton } from "@/components/workspace/form-field";

/**
 * The submit button of a form that posts as a plain form: once sent it says so and cannot be
 * pressed twice; a page the browser brings back from its history says the label again.
 */
export function SendingButton({ label, sendingLabel }: { label: string; sendingLabel: string }) {
  const [sending, setSending] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const form = button.current?.form;
    const sent = () => setSending(true);
    const shown = (event: PageTransitionEvent) => event.persisted && setSending(false);
    form?.addEventListener("submit", sent);
    window.addEventListener("pageshow", shown);
    return () => {
      form?.removeEventListener("submit", sent);
      window.removeEventListener("pageshow", shown);
    };
  }, []);
  return <SubmitButton ref={button} pending={sending} label={label} pendingLabel={sendingLabel} />;
}
