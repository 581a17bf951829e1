// Who may do what in the back-office: the single role matrix. The admin layout's middleware
// (app/routes/admin/layout.tsx) checks every admin page, loader and action against ADMIN_PAGE_ROLES
// and the API guard (workers/api/admin-auth.ts) every /api/admin call against ADMIN_API_ROLES;
// the sidebar shows only what the role may open. Anything not listed is for owners only, so a
// new screen is closed to editors until someone decides otherwise here.

export const ADMIN_ROLES = ["owner", "editor"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Every role, and the owners alone: the two rules of the matrix below. */
const EVERYONE: readonly AdminRole[] = ADMIN_ROLES;
const OWNER_ONLY: readonly AdminRole[] = ["owner"];

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === "string" && (ADMIN_ROLES as readonly string[]).includes(value);
}

/** Admin pages a signed-out visitor may open: the sign-in's second step, the lost-password
 * pages and the invitation. Each checks its own signed token or link. */
export const ADMIN_PUBLIC_PAGES = [
  "/admin/sign-in/code",
  "/admin/sign-in/two-factor",
  "/admin/forgot-password",
  "/admin/reset-password/:token",
  "/admin/invitation/:token",
] as const;

/** Admin page patterns (as in app/routes.ts, under /admin) and the roles that may use them. */
export const ADMIN_PAGE_ROLES: Record<string, readonly AdminRole[]> = {
  "/admin": EVERYONE,
  "/admin/dashboard": EVERYONE,
  "/admin/translations": EVERYONE,
  "/admin/translations/export": EVERYONE,
  "/admin/translations/review": EVERYONE,
  "/admin/translations/history": EVERYONE,
  // Adding, publishing and deleting languages (issue 21); editors translate them.
  "/admin/translations/languages": OWNER_ONLY,
  "/admin/videos": EVERYONE,
  "/admin/presentations": EVERYONE,
  "/admin/testimonials": EVERYONE,
  "/admin/earnings-proof": EVERYONE,
  "/admin/referral-links": EVERYONE,
  "/admin/referral-links/:id/stats": EVERYONE,
  "/admin/email-campaigns": EVERYONE,
  "/admin/email-campaigns/recipients": EVERYONE,
  "/admin/email-campaigns/preview": EVERYONE,
  "/admin/email-campaigns/import": EVERYONE,
  "/admin/email-campaigns/contacts.csv": EVERYONE,
  "/admin/contacts": EVERYONE,
  "/admin/account": EVERYONE,
  "/admin/account/two-factor": EVERYONE,
  "/admin/logout": EVERYONE,
  "/admin/settings": OWNER_ONLY,
  "/admin/team": OWNER_ONLY,
  // The pages for people not signed in yet are open to a signed-in one too.
  ...Object.fromEntries(ADMIN_PUBLIC_PAGES.map((page) => [page, EVERYONE])),
};

export function isAdminPublicPath(pathname: string): boolean {
  const path = normalise(pathname);
  return ADMIN_PUBLIC_PAGES.some((pattern) => segmentsMatch(pattern, path));
}

/** API patterns (method + path under /api/admin; "*" = any method, "/*" = any sub-path). */
export const ADMIN_API_ROLES: { method: string; path: string; roles: readonly AdminRole[] }[] = [
  { method: "GET", path: "/api/admin/me", roles: EVERYONE },
  { method: "GET", path: "/api/admin/dashboard", roles: EVERYONE },
  { method: "GET", path: "/api/admin/audit-log", roles: EVERYONE },
  { method: "*", path: "/api/admin/referral-links", roles: EVERYONE },
  { method: "*", path: "/api/admin/referral-links/*", roles: EVERYONE },
  { method: "*", path: "/api/admin/settings", roles: OWNER_ONLY },
];

function segmentsMatch(pattern: string, path: string): boolean {
  const p = pattern.split("/");
  const s = path.split("/");
  if (p[p.length - 1] === "*") {
    if (s.length < p.length) return false;
    return p.slice(0, -1).every((part, i) => part.startsWith(":") || part === s[i]);
  }
  if (p.length !== s.length) return false;
  return p.every((part, i) => (part.startsWith(":") ? s[i] !== "" : part === s[i]));
}

function normalise(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return trimmed || "/";
}

/** The roles that may open this admin page (owners only when it is not in the matrix). */
export function rolesForAdminPath(pathname: string): readonly AdminRole[] {
  const path = normalise(pathname);
  const exact = ADMIN_PAGE_ROLES[path];
  if (exact) return exact;
  for (const [pattern, roles] of Object.entries(ADMIN_PAGE_ROLES)) {
    if (pattern.includes(":") && segmentsMatch(pattern, path)) return roles;
  }
  return OWNER_ONLY;
}

/** The roles that may make this API call (owners only when it is not in the matrix). */
export function rolesForApi(method: string, pathname: string): readonly AdminRole[] {
  const path = normalise(pathname);
  const m = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  const rule = ADMIN_API_ROLES.find(
    (r) => (r.method === "*" || r.method === m) && segmentsMatch(r.path, path),
  );
  return rule?.roles ?? OWNER_ONLY;
}

export function mayOpenAdminPath(role: AdminRole, pathname: string): boolean {
  return rolesForAdminPath(pathname).includes(role);
}

export function mayCallApi(role: AdminRole, method: string, pathname: string): boolean {
  return rolesForApi(method, pathname).includes(role);
}
