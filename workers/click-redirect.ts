import { getDb } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { isPhoneUserAgent, isWalletId, walletBrowserLink } from "~/domain/referral/wallet-links";
import { markContactJoined } from "~/data/sequence-enrolments";
import { CLEAR_CONTACT_COOKIE, markedContact } from "~/server/email/contact-marker.server";
import { siteOrigin } from "~/server/http/origin.server";
import { referralDeps, safePagePath } from "~/server/referral/rotator-deps.server";
import { isBotRequest, recordReferralClick } from "~/server/referral/rotator.server";
import { recordScanClick } from "~/server/referral/scan-link.server";

// GET /go?from=/join – a join/activate click: logs it and sends the visitor to their link.
// Handled before React Router: it renders nothing and sits on every join button's path.
// &open=wallet: on a phone, to the recommended wallet's browser with that link (docs/decisions/0016).
// &scan=<token>: a scanned QR code, one click for the link the desktop visitor was assigned.
export async function handleClickRedirect(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const from = safePagePath(params.get("from"));
  const deps = referralDeps(env, ctx, request);
  const scan = params.get("scan");
  const result =
    (scan ? await recordScanClick(request, scan, from, deps) : null) ??
    (await recordReferralClick(request, from, deps));
  let location = result.link;
  if (params.get("open") === "wallet" && isPhoneUserAgent(request.headers.get("User-Agent"))) {
    location = await walletLocation(env, request, result.link);
  }
  const headers = new Headers({
    Location: location,
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "no-referrer",
  });
  if (result.setCookie) headers.append("Set-Cookie", result.setCookie);
  // A scanned QR code of a visitor a member's link brought (issue 30) attributes the phone too.
  if (result.sponsorCookie) headers.append("Set-Cookie", result.sponsorCookie);
  if (await recordContactJoin(request, env, ctx))
    headers.append("Set-Cookie", CLEAR_CONTACT_COOKIE);
  return new Response(null, { status: 302, headers });
}

/** A Join click of a contact who came from a welcome sequence email (their marker's cookie): their
 * enrolments note it, so steps "only if not joined yet" are skipped. True when a marker was used. */
async function recordContactJoin(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Promise<boolean> {
  if (!request.headers.get("Cookie")?.includes("wm_contact=") || isBotRequest(request))
    return false;
  const contactId = await markedContact(request, env.SESSION_SECRET);
  if (contactId === null) return false;
  ctx.waitUntil(
    markContactJoined(getDb(env.DB), contactId).catch((error: unknown) =>
      console.error("click: the contact's Join could not be recorded", error),
    ),
  );
  return true;
}

/** The recommended wallet's link to the referral link; the plain link when no wallet is
 * recommended or the link cannot be opened there. */
async function walletLocation(env: Env, request: Request, link: string): Promise<string> {
  try {
    const { recommendedWallet } = await getSiteSettings(getDb(env.DB));
    if (!isWalletId(recommendedWallet)) return link;
    return walletBrowserLink(recommendedWallet, link, siteOrigin(request, env.PUBLIC_URL));
  } catch (error) {
    console.error("click: wallet link failed, using the plain link", error);
    return link;
  }
}
