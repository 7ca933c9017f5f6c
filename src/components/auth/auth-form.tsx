"use client";

import { useActionState, useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { Link } from "@/components/ui/link";
// Types only: nothing of the server module (or zod) reaches the browser.
import type { AuthField, AuthFormState } from "@/server/auth/forms";

const INITIAL_STATE: AuthFormState = { fieldErrors: {}, formError: null, values: {} };

export type AuthFormField = {
  name: AuthField;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  hint?: string;
};

/** The words of the "address taken" message that link to /login, and where they lead. */
export type LoginInstead = { phrase: string; href: string };

type Props = {
  action: (state: AuthFormState, formData: FormData) => Promise<AuthFormState>;
  fields: AuthFormField[];
  /** Where to go after signing in; forms that sign nobody in have none. */
  next?: string;
  /** Other values the action needs (a reset link's token). */
  hidden?: Record<string, string>;
  /** What the fields hold at first (the name a student may change). */
  initial?: AuthFormState["values"];
  /** Prefixes the fields' ids, for several forms on one page. */
  idPrefix?: string;
  /** The submit button's look: "danger" for what cannot be undone. */
  variant?: "primary" | "danger";
  submitLabel: string;
  pendingLabel: string;
  /** Registering: an address that has an account offers to log in instead. */
  loginInstead?: LoginInstead;
};

/** The message with its phrase as a link (the message says what the link does). */
function withLink(message: string, { phrase, href }: LoginInstead) {
  const at = message.indexOf(phrase);
  const link = (
    <Link href={href} className="font-semibold underline">
      {phrase}
    </Link>
  );
  if (at < 0) return [message, " ", link];
  return [message.slice(0, at), link, message.slice(at + phrase.length)];
}

/**
 * The log in and register form. A plain <form> posting to a server action, so it works before
 * (or without) JavaScript; with it, useActionState shows the pending state and the messages
 * without a page load. noValidate: one set of messages, from the server, in the site's language.
 */
export function AuthForm(props: Props) {
  const { action, fields, next, hidden = {}, submitLabel, pendingLabel, loginInstead } = props;
  const [state, formAction, pending] = useActionState(action, {
    ...INITIAL_STATE,
    values: props.initial ?? {},
  });
  const formRef = useRef<HTMLFormElement>(null);

  // After a failed attempt, put the keyboard where the first thing to fix is.
  useEffect(() => {
    const invalid = formRef.current?.querySelector<HTMLInputElement>("[aria-invalid=true]");
    invalid?.focus();
  }, [state]);

  return (
    <form ref={formRef} action={formAction} noValidate className="space-y-5">
      {state.formError && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {state.formError}
        </p>
      )}
      {state.notice && (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900"
        >
          {state.notice}
        </p>
      )}
      {next !== undefined && <input type="hidden" name="next" value={next} />}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((field) => {
        const error = state.fieldErrors[field.name];
        const id = `${props.idPrefix ?? ""}${field.name}`;
        const hintId = field.hint ? `${id}-hint` : undefined;
        const errorId = error ? `${id}-error` : undefined;
        return (
          <div key={field.name}>
            <label htmlFor={id} className="block font-medium">
              {field.label}
            </label>
            {field.hint && (
              <p id={hintId} className="text-sm text-slate-600">
                {field.hint}
              </p>
            )}
            <input
              id={id}
              name={field.name}
              type={field.type}
              // An e-mail and a password read left to right, even on Urdu pages; a name either way.
              dir={field.type === "text" ? "auto" : "ltr"}
              autoComplete={field.autoComplete}
              // A password is never filled back in: the server does not send it.
              defaultValue={
                field.name === "name" || field.name === "email"
                  ? state.values[field.name]
                  : undefined
              }
              aria-invalid={error ? true : undefined}
              aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
              className="focus:border-brand-600 mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base aria-invalid:border-red-600"
            />
            {error && (
              <p id={errorId} className="mt-1 text-sm text-red-700">
                {field.name === "email" && state.emailTaken && loginInstead
                  ? withLink(error, loginInstead)
                  : error}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={pending}
        className={
          props.variant === "danger"
            ? "w-full rounded-md bg-red-700 px-5 py-3 font-semibold text-white hover:bg-red-800"
            : `${buttonClass("primary", "lg")} w-full`
        }
      >
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
