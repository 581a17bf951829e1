import { data } from "react-router";
import type { Route } from "./+types/referral-refresh";
import { resolveReferralLink } from "~/server/referral/rotator.server";
import { referralDepsFromContext, safePagePath } from "~/server/referral/rotator-deps.server";

// POST /referral/refresh – the forced refresh of spec step 4: drop the assignment, select again.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const page = safePagePath(String(form.get("page") ?? "/"));
  const result = await resolveReferralLink(
    request,
    page,
    referralDepsFromContext(context, request),
    {
      forceNew: true,
    },
  );
  const headers = new Headers({ "Cache-Control": "no-store" });
  // A default link comes with a cookie too (the visitor keeps their anonymous id).
  if (result.setCookie) headers.append("Set-Cookie", result.setCookie);
  return data({ link: result.link }, { headers });
}
