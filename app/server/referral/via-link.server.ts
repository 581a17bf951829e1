// GET /via/<code> – a member's short personal link (issue 30): attributes the visitor to the
// member (./sponsor.server.ts, the same rules as `?via=` on any page) and sends them to the home
// page in their language, chosen as the bare root's redirect chooses it. An unknown, malformed,
// paused or removed member's code just lands on the home page: no error, nothing written.
import { memberCodeFromUrl } from "~/domain/members/code";
import { bareRootRedirect } from "~/server/i18n/language-redirect.server";
import type { ReferralDeps } from "./rotator.server";
import { sponsorOfVisit } from "./sponsor.server";

export const VIA_PREFIX = "/via/";

export async function handleViaLink(
  request: Request,
  env: Env,
  deps: Pick<ReferralDeps, "secret" | "members" | "now">,
): Promise<Response> {
  const url = new URL(request.url);
  const code = memberCodeFromUrl(decodeURIComponentSafe(url.pathname.slice(VIA_PREFIX.length)));
  const languageHome = await bareRootRedirect(request, env, new URL("/", url));
  const headers = new Headers({
    Location: languageHome?.headers.get("Location") ?? "/",
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
    Vary: "Accept-Language, Cookie",
  });
  if (code && deps.members) {
    const visit = await sponsorOfVisit(request, code, {
      secret: deps.secret,
      directory: deps.members,
      now: deps.now ?? Date.now(),
    }).catch((error: unknown) => {
      console.error("via: attribution failed", error);
      return null;
    });
    if (visit?.setCookie) headers.append("Set-Cookie", visit.setCookie);
  }
  return new Response(null, { status: 302, headers });
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\/+$/, ""));
  } catch {
    return null;
  }
}
