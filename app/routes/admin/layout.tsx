import { useState } from "react";
import { data, Form, NavLink, Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";
import { getDb } from "~/data/db";
import { ADMIN_NAV } from "~/domain/admin-nav";
import {
  adminSessionContext,
  getAdminSession,
  isAdminLoginPath,
  loginAction,
  pagePath,
  loginRedirectFor,
} from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { requireSameOrigin } from "~/server/http/origin.server";

// Runs before every /admin loader and action: refuses cross-origin mutations, finds the session,
// and sends signed-out requests for anything but the sign-in screen to it.
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    requireSameOrigin(request);
    const { env } = getWorker(context);
    const session = await getAdminSession(request, env, getDb(env.DB));
    context.set(adminSessionContext, session);
    if (!session && !isAdminLoginPath(pagePath(request).pathname)) {
      throw redirect(loginRedirectFor(request), request.method === "GET" ? 302 : 303);
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
  return { email: session?.user.email ?? null };
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin | Waymark" },
  { name: "robots", content: "noindex" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  if (!loaderData.email) return <Outlet />;
  return <AdminShell email={loaderData.email} />;
}

function AdminShell({ email }: { email: string }) {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div className="flex min-h-screen bg-slate-100">
      <aside
        className={`sticky top-0 flex h-screen shrink-0 flex-col border-e border-slate-200 bg-slate-900 text-slate-200 transition-[width] ${
          collapsed ? "w-16" : "w-60"
        }`}
        data-testid="admin-sidebar"
        data-collapsed={collapsed}
      >
        <div className="flex h-14 items-center justify-between gap-2 px-3">
          {collapsed ? null : <span className="font-bold text-white">Waymark Admin</span>}
          <button
            type="button"
            onClick={() => setCollapsed((c) => !c)}
            aria-expanded={!collapsed}
            aria-controls="admin-nav"
            aria-label={collapsed ? "Expand sidebar" : "Collapse sidebar"}
            className="rounded p-2 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-400"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d={collapsed ? "M9 6l6 6-6 6" : "M15 6l-6 6 6 6"} />
            </svg>
          </button>
        </div>
        <nav id="admin-nav" aria-label="Admin" className="flex-1 overflow-y-auto px-2">
          <ul className="space-y-1">
            {ADMIN_NAV.map((item) => (
              <li key={item.path}>
                <NavLink
                  to={item.path}
                  title={item.label}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-emerald-400 ${
                      isActive ? "bg-emerald-700 text-white" : "hover:bg-slate-800"
                    }`
                  }
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-5 w-5 shrink-0"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d={item.icon} />
                  </svg>
                  <span className={collapsed ? "sr-only" : ""}>{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-t border-slate-800 p-2">
          {collapsed ? null : <p className="truncate px-3 py-1 text-xs text-slate-400">{email}</p>}
          <Form method="post" action="/admin/logout">
            <button
              type="submit"
              className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-400"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
              </svg>
              <span className={collapsed ? "sr-only" : ""}>Logout</span>
            </button>
          </Form>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-8">
        <Outlet />
      </main>
    </div>
  );
}
