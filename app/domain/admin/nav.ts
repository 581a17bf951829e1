/** The admin sidebar (spec section 2, "Admin area"). */
export const ADMIN_NAV = [
  { path: "/admin/dashboard", label: "Dashboard", icon: "M3 12l9-9 9 9M5 10v10h5v-6h4v6h5V10" },
  {
    path: "/admin/translations",
    label: "Translations",
    icon: "M4 5h8M8 3v2m-2 0c0 4 3 7 6 8M4 13c3-1 6-4 6-8m3 16l4-9 4 9m-7-3h6",
  },
  { path: "/admin/videos", label: "Videos", icon: "M4 6h11v12H4zM15 10l5-3v10l-5-3" },
  { path: "/admin/presentations", label: "Presentations", icon: "M4 4h16v11H4zM12 15v5m-4 0h8" },
  { path: "/admin/testimonials", label: "Testimonials", icon: "M4 5h16v11H8l-4 4z" },
  {
    path: "/admin/earnings-proof",
    label: "Earnings Proof",
    icon: "M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5",
  },
  {
    path: "/admin/referral-links",
    label: "Referral Links",
    icon: "M10 14a4 4 0 005 0l3-3a4 4 0 00-5-5l-1 1m0 6a4 4 0 00-5 0l-3 3a4 4 0 005 5l1-1",
  },
  {
    path: "/admin/members",
    label: "Members",
    icon: "M12 11a3 3 0 100-6 3 3 0 000 6zM6 20c0-3 3-5 6-5s6 2 6 5M18 8v6m-3-3h6",
  },
  { path: "/admin/email-campaigns", label: "Email Campaigns", icon: "M3 6h18v12H3zM3 6l9 7 9-7" },
  {
    path: "/admin/contacts",
    label: "Contacts",
    icon: "M9 11a3 3 0 100-6 3 3 0 000 6zM3 20c0-3 3-5 6-5s6 2 6 5M16 8h5M16 12h5M18 16h3",
  },
  {
    path: "/admin/sequences",
    label: "Sequences",
    icon: "M4 6h10M4 12h10M4 18h10M18 5v14m-3-3l3 3 3-3",
  },
  { path: "/admin/analytics", label: "Analytics", icon: "M4 20V10m6 10V4m6 16v-7m4 7H2" },
  {
    path: "/admin/settings",
    label: "Settings",
    icon: "M12 15a3 3 0 100-6 3 3 0 000 6zM4 12h2m12 0h2M12 4v2m0 12v2",
  },
] as const;

/** Screens added for team accounts (issue 22); the shell shows each role only what it may open. */
export const ADMIN_ACCOUNT_NAV = [
  {
    path: "/admin/team",
    label: "Team",
    icon: "M16 11a3 3 0 100-6 3 3 0 000 6zM8 11a3 3 0 100-6 3 3 0 000 6zM2 20c0-3 3-5 6-5s6 2 6 5M14 15c3 0 8 1 8 5",
  },
  {
    path: "/admin/account",
    label: "My Account",
    icon: "M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6",
  },
] as const;
