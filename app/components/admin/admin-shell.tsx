// The signed-in back-office frame (spec section 2, "Layout"). On a desktop: the collapsible
// sidebar. Below the md breakpoint: a top bar with a menu button, the screen's title and the
// signed-in account; the menu opens as a modal drawer (native <dialog>: focus moves into it,
// Escape or a tap outside closes it, focus returns to the button) and choosing a link closes it.
import { useRef, useState } from "react";
import { Form, NavLink, Outlet, useLocation } from "react-router";
import { ADMIN_ACCOUNT_NAV, ADMIN_NAV } from "~/domain/admin/nav";
import { mayOpenAdminPath, type AdminRole } from "~/domain/admin/roles";
import { LineIcon } from "~/components/ui/icon";

const focusRing = "focus-visible:outline-2 focus-visible:outline-emerald-400";

/** The sidebar items this role may open (the server refuses the others anyway). */
function navFor(role: AdminRole) {
  return [...ADMIN_NAV, ...ADMIN_ACCOUNT_NAV].filter((item) => mayOpenAdminPath(role, item.path));
}
type NavItems = ReturnType<typeof navFor>;

export function AdminShell({ email, role }: { email: string; role: AdminRole }) {
  const nav = navFor(role);
  const [collapsed, setCollapsed] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const current = nav.find((item) => pathname.startsWith(item.path));
  const title = current?.label ?? "Dashboard";
  return (
    <div className="min-h-screen bg-slate-100 md:flex">
      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 bg-slate-900 px-2 text-slate-100 md:hidden">
        <button
          type="button"
          onClick={() => drawer.current?.showModal()}
          aria-haspopup="dialog"
          aria-controls="admin-drawer"
          className={`flex h-11 w-11 items-center justify-center rounded hover:bg-slate-800 ${focusRing}`}
        >
          <Icon path="M4 6h16M4 12h16M4 18h16" />
          <span className="sr-only">Open the admin menu</span>
        </button>
        <p className="min-w-0 flex-1 truncate font-semibold" data-testid="admin-topbar-title">
          {title}
        </p>
        <p className="max-w-[40%] truncate text-xs text-slate-400" title={email}>
          {email}
        </p>
      </header>

      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes it; Escape closes it natively */}
      <dialog
        ref={drawer}
        id="admin-drawer"
        aria-label="Admin menu"
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close();
        }}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] bg-slate-900 p-0 text-slate-200 backdrop:bg-slate-900/60 md:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex h-14 items-center justify-between px-3">
            <span className="font-bold text-white">Waymark Admin</span>
            <button
              type="button"
              onClick={() => drawer.current?.close()}
              className={`flex h-11 w-11 items-center justify-center rounded hover:bg-slate-800 ${focusRing}`}
            >
              <Icon path="M6 6l12 12M18 6L6 18" />
              <span className="sr-only">Close the admin menu</span>
            </button>
          </div>
          <AdminNav id="admin-drawer-nav" nav={nav} onNavigate={() => drawer.current?.close()} />
          <AccountFooter email={email} />
        </div>
      </dialog>

      <aside
        className={`sticky top-0 hidden h-screen shrink-0 flex-col border-e border-slate-200 bg-slate-900 text-slate-200 transition-[width] md:flex ${
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
            className={`rounded p-2 hover:bg-slate-800 ${focusRing}`}
          >
            <Icon path={collapsed ? "M9 6l6 6-6 6" : "M15 6l-6 6 6 6"} />
          </button>
        </div>
        <AdminNav id="admin-nav" nav={nav} collapsed={collapsed} />
        <AccountFooter email={email} collapsed={collapsed} />
      </aside>

      <main id="main" className="min-w-0 flex-1 p-3 sm:p-6 lg:p-8">
        <Outlet />
      </main>
    </div>
  );
}

function AdminNav({
  id,
  nav,
  collapsed = false,
  onNavigate,
}: {
  id: string;
  nav: NavItems;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav id={id} aria-label="Admin" className="flex-1 overflow-y-auto px-2">
      <ul className="space-y-1">
        {nav.map((item) => (
          <li key={item.path}>
            <NavLink
              to={item.path}
              title={item.label}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm md:min-h-0 ${focusRing} ${
                  isActive ? "bg-emerald-700 text-white" : "hover:bg-slate-800"
                }`
              }
            >
              <Icon path={item.icon} />
              <span className={collapsed ? "sr-only" : ""}>{item.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AccountFooter({ email, collapsed = false }: { email: string; collapsed?: boolean }) {
  return (
    <div className="border-t border-slate-800 p-2">
      {collapsed ? null : <p className="truncate px-3 py-1 text-xs text-slate-400">{email}</p>}
      <Form method="post" action="/admin/logout">
        <button
          type="submit"
          className={`flex min-h-11 w-full items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-slate-800 md:min-h-0 ${focusRing}`}
        >
          <Icon path="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
          <span className={collapsed ? "sr-only" : ""}>Logout</span>
        </button>
      </Form>
    </div>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <LineIcon
      className="h-5 w-5 shrink-0"
      d={path}
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  );
}
