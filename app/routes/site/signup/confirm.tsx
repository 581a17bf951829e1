import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/confirm";
import { useI18n } from "~/components/i18n-provider";
import { SignupForm } from "~/components/signup-form";
import { buttonClass } from "~/components/ui/button";
import { getDb } from "~/data/db";
import { SIGNUP_LINK_TTL_HOURS } from "~/domain/email/signup";
import { pageMeta } from "~/i18n/page-meta";
import { confirmSignup, readSignupLink, requireSignupEnabled } from "~/server/email/signup.server";
import { getWorker } from "~/server/http/context";

// GET /<lang>/signup/confirm/:token – the link in the confirmation email. Opening it changes
// nothing (mail scanners open links too): the page asks the visitor to confirm with a button.
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  await requireSignupEnabled(getDb(env.DB));
  const link = await readSignupLink(env.SESSION_SECRET, params.token);
  const headers = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
  if (link.status !== "valid") return data({ status: link.status, email: null }, { headers });
  return data({ status: link.status, email: link.signup.e }, { headers });
}

// POST – the visitor confirms: the contact is stored with this consent (twice is harmless).
export async function action({ params, context }: Route.ActionArgs) {
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  await requireSignupEnabled(db);
  const link = await readSignupLink(env.SESSION_SECRET, params.token);
  if (link.status !== "valid") return data({ confirmed: false }, { status: 400 });
  await confirmSignup(db, link.signup);
  return { confirmed: true };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "general.signup.confirmTitle"),
  { name: "robots", content: "noindex" },
];

export default function ConfirmSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const { status, email } = loaderData;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-2xl font-bold">{t("general.signup.confirmTitle")}</h1>
      {actionData?.confirmed ? (
        <p role="status" className="mt-4 text-slate-700">
          {t("general.signup.confirmed")}
        </p>
      ) : status === "valid" && email ? (
        <Form method="post" className="mt-4 space-y-4">
          <p className="text-slate-700">{t("general.signup.confirmText", { email })}</p>
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {t("general.signup.confirmButton")}
          </button>
        </Form>
      ) : (
        <>
          <p role="alert" className="mt-4 text-slate-700">
            {status === "expired"
              ? t("general.signup.expired", { hours: SIGNUP_LINK_TTL_HOURS })
              : t("general.signup.invalidLink")}
          </p>
          <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <SignupForm tone="light" />
          </div>
        </>
      )}
    </div>
  );
}
