import { unsubscribeByToken } from "~/data/contacts";
import { getDb } from "~/data/db";

const TOKEN = /^\/unsubscribe\/([\w-]{16,64})\/?$/;

export function isUnsubscribePost(request: Request, pathname: string): boolean {
  return request.method === "POST" && TOKEN.test(pathname);
}

// POST /unsubscribe/:token – the confirmation form and RFC 8058 one-click unsubscribe, handled
// before React Router: mail providers post it from their own origin, without cookies, and expect
// 200 without a redirect. The token authenticates it; it takes effect at once.
export async function handleUnsubscribePost(request: Request, env: Env, pathname: string): Promise<Response> {
  const token = pathname.match(TOKEN)![1]!;
  const contact = await unsubscribeByToken(getDb(env.DB), token);
  const message = contact ? "You are unsubscribed. You will not receive campaign emails from us again." : "This unsubscribe link is not valid.";
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Unsubscribe | Waymark</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;text-align:center"><h1>Email preferences</h1><p role="status">${message}</p></body></html>`;
  return new Response(html, { status: contact ? 200 : 404, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
