import type { Route } from "./+types/file";
import { getWorker } from "~/server/http/context";
import { fileLinkRefusal } from "~/server/files/file-link-refusal.server";
import { verifyFileUrl } from "~/server/files/file-links.server";

const INLINE = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp", "image/gif"]);

// GET /files/o/<key>?exp=&sig= – a stored file through its signed link (403 if expired or altered).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getWorker(context);
  const url = new URL(request.url);
  const key = await verifyFileUrl(env.SESSION_SECRET, url);
  if (!key) return fileLinkRefusal(request, env, "expired");
  const object = await env.FILES.get(key);
  if (!object) return fileLinkRefusal(request, env, "missing");
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
