import { referralDeps, safePagePath } from "~/server/referral/referral.server";
import { recordReferralClick } from "~/server/referral/rotator.server";

// GET /go?from=/join – a join/activate click: logs it and sends the visitor to their link.
// Handled before React Router: it renders nothing and sits on every join button's path.
export async function handleClickRedirect(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Promise<Response> {
  const from = safePagePath(new URL(request.url).searchParams.get("from"));
  const result = await recordReferralClick(request, from, referralDeps(env, ctx, request));
  const headers = new Headers({
    Location: result.link,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "no-referrer",
  });
  if (result.setCookie) headers.append("Set-Cookie", result.setCookie);
  return new Response(null, { status: 302, headers });
}
