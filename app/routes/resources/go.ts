import type { Route } from "./+types/go";
import { recordReferralClick } from "~/server/rotator.server";
import { referralDepsFromContext, safePagePath } from "~/server/referral.server";

// GET /go?from=/join – a join/activate click: logs it and sends the visitor to their link.
export async function loader({ request, context }: Route.LoaderArgs) {
  const from = safePagePath(new URL(request.url).searchParams.get("from"));
  const result = await recordReferralClick(request, from, referralDepsFromContext(context));
  const headers = new Headers({
    Location: result.link,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
  });
  if (result.setCookie) headers.append("Set-Cookie", result.setCookie);
  return new Response(null, { status: 302, headers });
}
