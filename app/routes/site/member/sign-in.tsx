import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/sign-in";
import { useI18n } from "~/components/i18n-provider";
import { buttonClass } from "~/components/ui/button";
import { getDb } from "~/data/db";
import { DEFAULT_LANGUAGE, localizedPath } from "~/i18n/languages";
import { pageMeta } from "~/i18n/page-meta";
import { getWorker } from "~/server/http/context";
import { pageTexts } from "~/server/i18n/page-messages.server";
import { requireSameOrigin } from "~/server/http/origin.server";
import { checkMemberSignInLink, redeemMemberSignInLink } from "~/server/members/sign-in.server";
import { memberAnswer } from "./answer";
import { say } from "./say";
import { SignInRequest } from "./sign-in-request";

// GET /<lang>/member/sign-in/:token – the link in a member's sign-in email. Opening it changes
// nothing (mail scanners open links too): the member signs in with the button, which uses the
// link once and starts their session.
const HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
};

const REFUSED = {
  used: "general.member.linkUsed",
  expired: "general.member.linkExpired",
  unknown: "general.member.linkUnknown",
} as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  const [state, texts] = await Promise.all([
    checkMemberSignInLink(getDb(env.DB), params.token),
    pageTexts(request, context, "member"),
  ]);
  return data({ refusal: state === "ok" ? null : REFUSED[state], texts }, { headers: HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// POST – uses the link: the member's session, then their page in this language.
export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { env } = getWorker(context);
  const outcome = await redeemMemberSignInLink({ db: getDb(env.DB), env }, params.token);
  if (!outcome.ok) return memberAnswer(outcome, "sign-in");
  throw redirect(localizedPath(params.lang ?? DEFAULT_LANGUAGE, "/member"), {
    status: 303,
    headers: { "Set-Cookie": outcome.value, ...HEADERS },
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "general.member.signInTitle"),
  { name: "robots", content: "noindex" },
];

export default function MemberSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const busy = useNavigation().state === "submitting";
  const refusal = actionData && !actionData.ok ? actionData.toast.title : loaderData.refusal;
  return (
    <div className="mx-auto max-w-2xl space-y-8 px-4 py-12">
      {refusal ? (
        <>
          <p role="alert" className="text-slate-700">
            {say(t, refusal)}
          </p>
          <SignInRequest result={null} action={href("/member")} />
        </>
      ) : (
        <Form method="post" className="space-y-4">
          <h1 className="text-2xl font-bold">{t("general.member.signInTitle")}</h1>
          <button type="submit" disabled={busy} className={buttonClass("primary")}>
            {t("general.member.signInButton")}
          </button>
        </Form>
      )}
    </div>
  );
}
