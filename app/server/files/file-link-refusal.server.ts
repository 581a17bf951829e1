// What a visitor reads when a file link cannot be served, in their browser's language: the
// link expired or was altered (403), or the file is gone (404). Plain text, as the file itself
// would have been opened directly.
import { languageFromAcceptHeader } from "~/i18n/language-match";
import { getSiteMessages } from "~/server/i18n/site-messages.server";

const REFUSALS = {
  expired: { status: 403, key: "general.fileLink.expired" },
  missing: { status: 404, key: "general.fileLink.missing" },
} as const;

export async function fileLinkRefusal(
  request: Request,
  env: Env,
  reason: keyof typeof REFUSALS,
): Promise<Response> {
  const { status, key } = REFUSALS[reason];
  const lang = languageFromAcceptHeader(request.headers.get("Accept-Language")) ?? "en";
  const messages = await getSiteMessages(env, lang);
  return new Response(messages[key], {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Language": lang,
      "Cache-Control": "no-store",
    },
  });
}
