import { data, Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";
import { getDb } from "~/data/db";
import { AdminShell } from "~/components/admin/admin-shell";
import { stylesheetLink } from "~/components/stylesheet-link";
import { isAdminPublicPath, mayOpenAdminPath } from "~/domain/admin/roles";
import {
  adminSessionContext,
  FORBIDDEN_MESSAGE,
  getAdminSession,
  isAdminLoginPath,
  loginAction,
  pagePath,
  loginRedirectFor,
} from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { requireSameOrigin } from "~/server/http/origin.server";
import adminStylesheet from "~/styles/admin.css?url";

// The back-office's classes, on top of the public stylesheet the root links (issue 34).
export const links: Route.LinksFunction = () => [stylesheetLink(adminStylesheet)];

// Runs before every /admin loader and action: refuses cross-origin mutations, finds the session,
// and sends signed-out requests for anything but the sign-in screen to it.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    requireSameOrigin(request);
    const { env } = getWorker(context);
    const session = await getAdminSession(request, env, getDb(env.DB));
    context.set(adminSessionContext, session);
    const path = pagePath(request).pathname;
    if (!session && !isAdminLoginPath(path) && !isAdminPublicPath(path)) {
      throw redirect(loginRedirectFor(request), request.method === "GET" ? 302 : 303);
    }
    // The role matrix (app/domain/admin/roles.ts) decides every page, loader and action.
    if (session && !mayOpenAdminPath(session.user.role, pagePath(request).pathname)) {
      throw data(FORBIDDEN_MESSAGE, { status: 403, headers: { "Cache-Control": "no-store" } });
    }
    const response = await next();
    response.headers.set("Cache-Control", "no-store");
    response.headers.set("X-Robots-Tag", "noindex");
    return response;
  },
];

// POST /admin – sign in, for clients that do not add ?index (the form does).
export async function action({ request, context }: Route.ActionArgs) {
  if (!isAdminLoginPath(pagePath(request).pathname)) throw data(null, { status: 405 });
  return loginAction(request, context);
}

export function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  return { email: session?.user.email ?? null, role: session?.user.role ?? "editor" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin | Waymark" },
  { name: "robots", content: "noindex" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.email) return <Outlet />;
  return <AdminShell email={loaderData.email} role={loaderData.role} />;
}
