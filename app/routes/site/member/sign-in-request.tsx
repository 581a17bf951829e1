// "Email me a sign-in link": the member page when signed out, and under a refused sign-in link.
// Answers the same for every address (app/server/members/sign-in.server.ts).
import { Form, useNavigation } from "react-router";
import { useI18n } from "~/components/i18n-provider";
import { buttonClass } from "~/components/ui/button";
import { resultFor, say } from "./say";

export function SignInRequest({
  result,
  heading: Heading = "h2",
  action,
}: {
  result: unknown;
  heading?: "h1" | "h2";
  /** Where the form posts (the member page of this language). */
  action?: string;
}) {
  const { t, href } = useI18n();
  const busy = useNavigation().state === "submitting";
  const answer = resultFor(result, "request-link");
  return (
    <section className="space-y-4" data-testid="member-sign-in">
      <Heading className="text-2xl font-bold">{t("general.member.signInTitle")}</Heading>
      <p className="text-slate-700">{t("general.member.signInIntro")}</p>
      <Form method="post" action={action ?? href("/member")} className="space-y-3">
        <input type="hidden" name="intent" value="request-link" />
        <div>
          <label htmlFor="member-email" className="block text-sm font-medium text-slate-800">
            {t("general.member.emailLabel")}
          </label>
          <input
            id="member-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={answer && !answer.ok ? true : undefined}
            aria-describedby={answer ? "member-sign-in-answer" : undefined}
            className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base"
          />
        </div>
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {t("general.member.sendLink")}
        </button>
      </Form>
      {answer ? (
        <p
          id="member-sign-in-answer"
          role={answer.ok ? "status" : "alert"}
          className={answer.ok ? "text-emerald-800" : "text-red-700"}
        >
          {say(t, answer.toast.title)}
        </p>
      ) : null}
    </section>
  );
}
