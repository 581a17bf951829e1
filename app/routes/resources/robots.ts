import type { Route } from "./+types/robots";
import { getWorker } from "~/server/http/context";
import { siteOrigin } from "~/server/http/origin.server";

// GET /robots.txt
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = siteOrigin(request, getWorker(context).env.PUBLIC_URL);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /go",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
