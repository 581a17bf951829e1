// "Email me a sign-in link": the member page when signed out, and under a refused sign-in link.
// Answers the same for every address (app/server/members/sign-in.server.ts).
import { Form, useNavigation } from "react-router";
import { useI18n } from "~/components/i18n-provider";
import { buttonClass } from "~/components/ui/button";
import { MemberAnswer, MemberField } from "./member-form-parts";
import { resultFor } from "./say";

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
          <MemberField
            id="member-email"
            label={t("general.member.emailLabel")}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={answer && !answer.ok ? true : undefined}
            aria-describedby={answer ? "member-sign-in-answer" : undefined}
            className="mt-1"
          />
        </div>
        <button type="submit" disabled={busy} className={buttonClass("primary")}>
          {t("general.member.sendLink")}
        </button>
      </Form>
      <MemberAnswer answer={answer} id="member-sign-in-answer" />
    </section>
  );
}
