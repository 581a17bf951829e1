import { data, redirect } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/route";
import { getDb } from "~/data/db";
import { DEFAULT_LANGUAGE, localizedPath } from "~/i18n/languages";
import { pageMeta } from "~/i18n/page-meta";
import { memberSignInSchema, ownLanguagesSchema, ownLinkSchema } from "~/schemas/members";
import { invalidInput, type Outcome } from "~/server/admin/action-results.server";
import { deferTo } from "~/server/auth/sign-in-limits.server";
import { getWorker } from "~/server/http/context";
import { pageTexts } from "~/server/i18n/page-messages.server";
import { requireSameOrigin } from "~/server/http/origin.server";
import { requestClientKey } from "~/server/limits/client-key";
import { requestLinkChange, updateOwnLanguages } from "~/server/members/own-changes.server";
import { loadMemberPage } from "~/server/members/page.server";
import {
  endMemberSession,
  getMemberSession,
  type MemberSession,
} from "~/server/members/session.server";
import { requestMemberSignInLink } from "~/server/members/sign-in.server";
import { memberAnswer } from "./answer";
import { MemberHome } from "./member-home";
import { SignInRequest } from "./sign-in-request";

// /<lang>/member – a member's own page (issue 30), in the page's language. Signed out: a form that
// emails a sign-in link. Signed in: their personal links, QR code and share buttons, their
// referral link and languages, sign out. Personal, so never cached; every action is same-origin
// and acts on the session's member only.
const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const session = await getMemberSession(request, env, db);
  const [page, texts] = await Promise.all([
    session ? loadMemberPage({ db, env }, session, request, params.lang ?? DEFAULT_LANGUAGE) : null,
    pageTexts(request, context, "member"),
  ]);
  return data({ page, texts }, { headers: NO_STORE });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

type Deps = { env: Env; ctx: ExecutionContext; request: Request; lang: string };

/** A form of a signed-in member: its schema and the operation it calls on their own data. */
function ownForm<S extends z.ZodType>(
  schema: S,
  run: (deps: Deps, session: MemberSession, input: z.output<S>) => Promise<Outcome<unknown>>,
) {
  return async (
    deps: Deps,
    session: MemberSession,
    form: Record<string, unknown>,
    intent: string,
  ) => {
    const parsed = schema.safeParse(form);
    if (!parsed.success)
      return invalidInput(parsed.error.issues, parsed.error.issues[0]?.message, { intent });
    return memberAnswer(await run(deps, session, parsed.data), intent);
  };
}

const OWN_FORMS = {
  languages: ownForm(ownLanguagesSchema, (d, s, input) =>
    updateOwnLanguages({ db: getDb(d.env.DB), kv: d.env.KV }, s, input),
  ),
  link: ownForm(ownLinkSchema, (d, s, input) =>
    requestLinkChange({ db: getDb(d.env.DB), kv: d.env.KV }, s, input),
  ),
};

async function askForLink(deps: Deps, form: Record<string, unknown>) {
  const parsed = memberSignInSchema.safeParse(form);
  if (!parsed.success)
    return invalidInput(parsed.error.issues, parsed.error.issues[0]?.message, {
      intent: "request-link",
    });
  const db = getDb(deps.env.DB);
  const outcome = await requestMemberSignInLink(
    { db, env: deps.env, defer: deferTo(deps.ctx) },
    parsed.data,
    requestClientKey(deps.request),
    deps.lang,
  );
  return memberAnswer(outcome, "request-link");
}

// POST /<lang>/member – intent request-link (signed out), languages, link or sign-out.
export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { env, ctx } = getWorker(context);
  const lang = params.lang ?? DEFAULT_LANGUAGE;
  const body = await request.formData();
  const form = { ...Object.fromEntries(body), languages: body.getAll("languages").map(String) };
  const intent = String(body.get("intent") ?? "");
  const deps = { env, ctx, request, lang };
  if (intent === "request-link") return askForLink(deps, form);
  const db = getDb(env.DB);
  const session = await getMemberSession(request, env, db);
  if (!session)
    return memberAnswer({ ok: false, status: 403, error: "general.member.notYours" }, intent);
  if (intent === "sign-out") {
    const cookie = await endMemberSession(db, session);
    throw redirect(localizedPath(lang, "/member"), {
      status: 303,
      headers: { "Set-Cookie": cookie },
    });
  }
  if (!Object.hasOwn(OWN_FORMS, intent)) throw data(null, { status: 400 });
  return OWN_FORMS[intent as keyof typeof OWN_FORMS](deps, session, form, intent);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "general.member.title"),
  { name: "robots", content: "noindex" },
];

export default function MemberPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {loaderData.page ? (
        <MemberHome page={loaderData.page} result={actionData} />
      ) : (
        <SignInRequest result={actionData} heading="h1" />
      )}
    </div>
  );
}
