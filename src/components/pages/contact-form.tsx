"use client";

import { useActionState } from "react";
import { INPUT_CLASS } from "@/components/workspace/form-field";
import { sendContactMessage } from "@/server/pages/contact-actions";
import { EMPTY_CONTACT_STATE } from "@/server/pages/contact-state";

type Props = {
  labels: Record<"name" | "email" | "topic" | "message" | "send" | "sending", string>;
  topics: { value: string; label: string }[];
  /** The words for each outcome and each field's problem, by key. */
  messages: Record<string, string>;
};

const FORM_ID = "contact-form";

/**
 * Name, email, topic and message posted to a server action: without JavaScript the page comes
 * back with the answer, opened at the form; with it, the answer appears in place.
 */
export function ContactForm({ labels, topics, messages }: Props) {
  const [state, formAction, pending] = useActionState(
    sendContactMessage,
    EMPTY_CONTACT_STATE,
    `#${FORM_ID}`,
  );
  const value = (name: string) => state.values[name] ?? "";
  const field = (name: "name" | "email" | "topic" | "message") => {
    const problem = state.problems[name];
    return {
      id: `contact-${name}`,
      name,
      defaultValue: value(name),
      "aria-invalid": problem ? true : undefined,
      "aria-describedby": problem ? `contact-${name}-problem` : undefined,
      className: INPUT_CLASS,
    } as const;
  };
  const problem = (name: string) =>
    state.problems[name] && (
      <p id={`contact-${name}-problem`} className="mt-1 text-sm text-red-700">
        {messages[state.problems[name]]}
      </p>
    );
  const outcome = state.status === "idle" ? "" : messages[state.status];
  return (
    <form
      id={FORM_ID}
      key={state.status === "sent" ? "sent" : "open"}
      action={formAction}
      noValidate
      className="max-w-xl space-y-4"
    >
      <p
        role="status"
        className={state.status === "sent" ? "font-semibold text-green-800" : "text-red-800"}
      >
        {outcome}
      </p>
      <div>
        <label htmlFor="contact-name" className="block font-medium text-slate-900">
          {labels.name}
        </label>
        <input {...field("name")} autoComplete="name" maxLength={100} />
        {problem("name")}
      </div>
      <div>
        <label htmlFor="contact-email" className="block font-medium text-slate-900">
          {labels.email}
        </label>
        <input {...field("email")} type="email" dir="ltr" autoComplete="email" />
        {problem("email")}
      </div>
      <div>
        <label htmlFor="contact-topic" className="block font-medium text-slate-900">
          {labels.topic}
        </label>
        <select {...field("topic")}>
          {topics.map((topic) => (
            <option key={topic.value} value={topic.value}>
              {topic.label}
            </option>
          ))}
        </select>
        {problem("topic")}
      </div>
      <div>
        <label htmlFor="contact-message" className="block font-medium text-slate-900">
          {labels.message}
        </label>
        <textarea {...field("message")} rows={6} maxLength={5000} />
        {problem("message")}
      </div>
      <button
        type="submit"
        disabled={pending}
        className="bg-brand-700 hover:bg-brand-800 rounded-md px-5 py-2.5 font-semibold text-white disabled:opacity-70"
      >
        {pending ? labels.sending : labels.send}
      </button>
    </form>
  );
}
