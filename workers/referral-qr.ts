import { renderSVG } from "uqr";
import { siteOrigin } from "~/server/http/origin.server";
import { safePagePath } from "~/server/referral/rotator-deps.server";
import { scanLinkUrl } from "~/server/referral/scan-link.server";

/** The path of the referral QR code image (an <img> on the join page and the referral banner). */
export const REFERRAL_QR_PATH = "/qr/referral.svg";

// GET /qr/referral.svg?from=/join – the visitor's QR code as SVG, rendered on the server with uqr:
// it encodes /go with a scan token for this visitor's assigned link (see scan-link.server.ts).
// Reads only the visitor's signed cookie: no display is taken and nothing is written.
export async function handleReferralQr(request: Request, env: Env): Promise<Response> {
  const from = safePagePath(new URL(request.url).searchParams.get("from"));
  const target = await scanLinkUrl(request, siteOrigin(request, env.PUBLIC_URL), from, {
    secret: env.SESSION_SECRET,
  });
  const svg = renderSVG(target, { ecc: "M", border: 2 });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // Personal and tied to the one-hour assignment: never stored by any cache.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
