// The QR code's link: a desktop visitor scans it with a phone, and the phone opens the link that
// this visitor was assigned, counted as one click and no new display. The QR carries a signed
// scan token naming the pool link, the assignment time and the visitor; it is honoured only while
// that assignment is fresh (the one-hour rule), after which /go treats it as a plain click.
import { z } from "zod";
import { getReferralLink } from "~/data/referral-links";
import { assignmentIsFresh } from "~/domain/referral/rotation";
import { signJson, verifyJson } from "~/server/http/signing.server";
import {
  isBotRequest,
  readFreshAssignment,
  type ReferralDeps,
  type ReferralResult,
} from "./rotator.server";
import { readAttribution } from "./sponsor.server";

const SCAN_PURPOSE = "referral-scan";

const scanTokenSchema = z.object({
  i: z.number().int().positive(),
  a: z.number().int().nonnegative(),
  v: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/),
});

/** The URL a visitor's QR code encodes: /go with the member's code when a member's link brought
 * the visitor (the phone is attributed to the same member, issue 30), else with a scan token for
 * their fresh assignment, or a plain /go (which assigns on scan) when they have none. */
export async function scanLinkUrl(
  request: Request,
  origin: string,
  from: string,
  deps: Pick<ReferralDeps, "secret" | "now">,
): Promise<string> {
  const url = new URL("/go", origin);
  url.searchParams.set("from", from);
  const attribution = await readAttribution(request, deps.secret);
  if (attribution) {
    url.searchParams.set("via", attribution.c);
    return url.href;
  }
  const assignment = await readFreshAssignment(request, deps);
  if (assignment && assignment.i !== null) {
    url.searchParams.set(
      "scan",
      await signJson(deps.secret, SCAN_PURPOSE, {
        i: assignment.i,
        a: assignment.a,
        v: assignment.v,
      }),
    );
  }
  return url.href;
}

/**
 * A scan of a QR code: logs one click for the link the token names and says where to send the
 * phone; no display is taken. null when the token is invalid, stale or its link is gone (the
 * caller then handles it as an ordinary click).
 */
export async function recordScanClick(
  request: Request,
  token: string,
  from: string,
  deps: ReferralDeps,
): Promise<ReferralResult | null> {
  const parsed = scanTokenSchema.safeParse(await verifyJson(deps.secret, SCAN_PURPOSE, token));
  if (!parsed.success) return null;
  const { i, a, v } = parsed.data;
  if (!assignmentIsFresh(a, deps.now ?? Date.now())) return null;
  const row = await getReferralLink(deps.db, i);
  if (!row) return null;
  // A link preview of the scanned URL is not a person's click.
  if (!isBotRequest(request)) deps.log({ linkId: i, page: from, action: "click", visitorId: v });
  return { link: row.link, linkId: i, setCookie: null, source: "returning" };
}
