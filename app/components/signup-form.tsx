import { useId } from "react";
import { useFetcher, useLocation } from "react-router";
import { SIGNUP_HONEYPOT, SIGNUP_LINK_TTL_HOURS, type SignupAnswer } from "~/domain/email/signup";
import { buttonClass } from "./ui/button";
import { useI18n } from "./i18n-provider";

const TONES = {
  dark: {
    heading: "text-sm font-semibold tracking-wide text-white uppercase",
    text: "text-slate-300",
    label: "text-slate-200",
    error: "text-red-300",
  },
  light: {
    heading: "text-xl font-semibold text-slate-900",
    text: "text-slate-700",
    label: "text-slate-800",
    error: "text-red-700",
  },
} as const;

/** A labelled input of the signup form. */
function SignupField({
  id,
  label,
  labelClass,
  ...input
}: {
  id: string;
  label: string;
  labelClass: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className={`block text-sm font-medium ${labelClass}`}>
        {label}
      </label>
      <input
        id={id}
        {...input}
        className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
      />
    </div>
  );
}

/**
 * "Get updates by email" (double opt-in; app/server/email/signup.server.ts). A plain HTML form
 * that posts to /<lang>/signup and works without JavaScript; with it, the answer appears in place
 * and nothing else on the page reloads. The markup is the same for every visitor, so pages with
 * it stay in the page cache. The honeypot field is out of sight, out of the tab order and hidden
 * from assistive technology; bots that fill it in are answered like people and nothing is sent.
 */
export function SignupForm({
  tone,
  answer,
  heading: Heading = "h2",
}: {
  tone: keyof typeof TONES;
  /** "h1" where the form is the page. */
  heading?: "h1" | "h2";
  /** The answer of a post made without JavaScript (the signup page renders it). */
  answer?: SignupAnswer | null;
}) {
  const { t, href } = useI18n();
  const { pathname } = useLocation();
  const fetcher = useFetcher<SignupAnswer>();
  const id = useId();
  const result = fetcher.data ?? answer ?? null;
  const busy = fetcher.state !== "idle";
  const sent = result?.state === "sent";
  const error = result?.state === "error" ? result : null;
  const style = TONES[tone];
  const errorId = `${id}-error`;
  const invalid = (field: "email" | "name") =>
    error && (error.field === field || (field === "email" && error.field === null))
      ? { "aria-invalid": true, "aria-describedby": errorId }
      : {};
  return (
    <section aria-labelledby={`${id}-title`} data-testid="signup">
      <Heading id={`${id}-title`} className={style.heading}>
        {t("general.signup.title")}
      </Heading>
      <p className={`mt-2 text-sm ${style.text}`}>{t("general.signup.intro")}</p>
      <p role="status" className={`text-sm font-medium ${style.label} ${sent ? "mt-3" : ""}`}>
        {sent ? t("general.signup.checkInbox", { hours: SIGNUP_LINK_TTL_HOURS }) : null}
      </p>
      {sent ? null : (
        <fetcher.Form
          method="post"
          action={href("/signup")}
          defaultShouldRevalidate={false}
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <input type="hidden" name="from" value={pathname} />
          <SignupField
            id={`${id}-email`}
            label={t("general.signup.emailLabel")}
            labelClass={style.label}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            {...invalid("email")}
          />
          <SignupField
            id={`${id}-name`}
            label={t("general.signup.nameLabel")}
            labelClass={style.label}
            name="name"
            maxLength={100}
            autoComplete="name"
            {...invalid("name")}
          />
          <div aria-hidden="true" className="sr-only">
            <label htmlFor={`${id}-trap`}>{t("general.signup.honeypotLabel")}</label>
            <input
              id={`${id}-trap`}
              name={SIGNUP_HONEYPOT}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {busy ? t("general.signup.sending") : t("general.signup.submit")}
          </button>
          {error ? (
            <p id={errorId} role="alert" className={`text-sm sm:col-span-3 ${style.error}`}>
              {t(error.error)}
            </p>
          ) : null}
        </fetcher.Form>
      )}
    </section>
  );
}
