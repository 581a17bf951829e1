import { data } from "react-router";
import type { Route } from "./+types/route";
import { SignupForm } from "~/components/signup-form";
import { getDb } from "~/data/db";
import { DEFAULT_LANGUAGE, isLanguageCode } from "~/i18n/languages";
import { pageMeta } from "~/i18n/page-meta";
import { requestSignup, requireSignupEnabled } from "~/server/email/signup.server";
import { getWorker } from "~/server/http/context";

// /<lang>/signup – the "Get updates by email" form on its own page, and the endpoint every copy
// of the form posts to (double opt-in: app/server/email/signup.server.ts). 404 while Settings has
// the form off.
export async function loader({ context }: Route.LoaderArgs) {
  await requireSignupEnabled(getDb(getWorker(context).env.DB));
  return null;
}

// POST /<lang>/signup – emails a confirmation link in the page's language.
export async function action({ request, params, context }: Route.ActionArgs) {
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  await requireSignupEnabled(db);
  if (params.lang !== undefined && (!isLanguageCode(params.lang) || params.lang === "en"))
    throw data(null, { status: 404 });
  const lang = isLanguageCode(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  const form = Object.fromEntries(await request.formData());
  const { answer, status } = await requestSignup(env, db, request, form, lang);
  return data(answer, { status, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "general.signup.title"),
  { name: "robots", content: "noindex" },
];

export default function SignupPage({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <SignupForm tone="light" heading="h1" answer={actionData} />
    </div>
  );
}
