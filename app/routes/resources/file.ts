import type { Route } from "./+types/file";
import { getWorker } from "~/server/context";
import { languageFromAcceptHeader } from "~/i18n/languages";
import { verifyFileUrl } from "~/server/file-links.server";
import { getSiteMessages } from "~/server/site-messages.server";

const INLINE = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp", "image/gif"]);

// GET /files/o/<key>?exp=&sig= – a stored file through its signed link (403 if expired or altered).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  const url = new URL(request.url);
  const key = await verifyFileUrl(env.SESSION_SECRET, url);
  if (!key) {
    const lang = languageFromAcceptHeader(request.headers.get("Accept-Language")) ?? "en";
    const t = await getSiteMessages(env, lang);
    return new Response(t["general.fileLink.expired"], { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8", "Content-Language": lang } });
  }
  const object = await env.FILES.get(key);
  if (!object) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const type = object.httpMetadata?.contentType ?? "application/octet-stream";
  const name = (key.split("/").pop() ?? "file").replace(/^\d+_/, "");
  const disposition = INLINE.has(type) ? "inline" : "attachment";
  return new Response(object.body, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(object.size),
      "Content-Disposition": `${disposition}; filename="${name.replace(/[^\w.-]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, max-age=3600",
      ETag: object.httpEtag,
    },
  });
}
