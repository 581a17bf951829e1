import { escapeHtml } from "~/domain/formats/html";
import { unsubscribeByToken } from "~/data/contacts";
import { getDb } from "~/data/db";
import { unsubscribeLanguage } from "~/server/email/unsubscribe-language.server";

const TOKEN = /^\/unsubscribe\/([\w-]{16,64})\/?$/;

export function isUnsubscribePost(request: Request, pathname: string): boolean {
  return request.method === "POST" && TOKEN.test(pathname);
}

// POST /unsubscribe/:token – the confirmation form and RFC 8058 one-click unsubscribe, handled
// before React Router: mail providers post it from their own origin, without cookies, and expect
// 200 without a redirect. The token authenticates it; it takes effect at once. The answer is in
// the contact's language.
export async function handleUnsubscribePost(
  request: Request,
  env: Env,
  pathname: string,
): Promise<Response> {
  const token = pathname.match(TOKEN)![1]!;
  const contact = await unsubscribeByToken(getDb(env.DB), token);
  const { t, language } = await unsubscribeLanguage(env, request, contact);
  const message = contact ? t["general.unsubscribe.done"] : t["general.unsubscribe.invalid"];
  const html = `<!doctype html><html lang="${language.tag}" dir="${language.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t["general.unsubscribe.title"])} | Waymark</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;text-align:center"><h1>${escapeHtml(t["general.unsubscribe.title"])}</h1><p role="status">${escapeHtml(message)}</p></body></html>`;
  return new Response(html, {
    status: contact ? 200 : 404,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
