import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // Non-UI routes.
  route("language", "routes/resources/language.ts"),
  route("referral/refresh", "routes/resources/referral-refresh.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("files/o/*", "routes/resources/file.ts"),
  route("files/presentations/:id", "routes/resources/presentation-file.ts"),
  route("media/proofs/:id", "routes/resources/proof-image.ts"),
  route("unsubscribe/:token", "routes/resources/unsubscribe.tsx"),
  route("robots.txt", "routes/resources/robots.ts"),

  // The back-office: /admin is the sign-in screen when signed out, the dashboard when signed in.
  // The layout's middleware guards every child loader and action.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("translations", "routes/admin/translations/route.tsx"),
    route("translations/export", "routes/admin/translations/export.ts"),
    route("translations/review", "routes/admin/translations/review.tsx"),
    route("translations/history", "routes/admin/translations/history.ts"),
    route("translations/languages", "routes/admin/translations/languages.tsx"),
    // What the chat assistant could not answer (issue 33).
    route("translations/assistant", "routes/admin/translations/assistant-gaps.tsx"),
    route("videos", "routes/admin/videos.tsx"),
    route("presentations", "routes/admin/presentations/route.tsx"),
    route("testimonials", "routes/admin/testimonials/route.tsx"),
    route("earnings-proof", "routes/admin/earnings-proof/route.tsx"),
    route("referral-links", "routes/admin/referral-links/route.tsx"),
    route("referral-links/:id/stats", "routes/admin/referral-links/stats.ts"),
    // Members: the people who share the guide (issue 30).
    route("members", "routes/admin/members/route.tsx"),
    route("members/export.csv", "routes/admin/members/export.ts"),
    route("email-campaigns", "routes/admin/email-campaigns/route.tsx"),
    route("email-campaigns/recipients", "routes/admin/email-campaigns/recipients.ts"),
    route("email-campaigns/preview", "routes/admin/email-campaigns/preview.ts"),
    route("email-campaigns/import", "routes/admin/email-campaigns/contacts-import.ts"),
    route("email-campaigns/contacts.csv", "routes/admin/email-campaigns/contacts-export.ts"),
    route("contacts", "routes/admin/contacts/route.tsx"),
    route("sequences", "routes/admin/sequences/route.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("analytics", "routes/admin/analytics/route.tsx"),
    route("analytics/export.csv", "routes/admin/analytics/export.ts"),
    route("logout", "routes/admin/logout.ts"),
    // Team accounts (issue 22).
    route("team", "routes/admin/team/route.tsx"),
    route("account", "routes/admin/account/route.tsx"),
    route("account/two-factor", "routes/admin/account/two-factor.tsx"),
    route("sign-in/code", "routes/admin/sign-in/code.tsx"),
    route("sign-in/two-factor", "routes/admin/sign-in/two-factor.tsx"),
    route("forgot-password", "routes/admin/lost-password/forgot.tsx"),
    route("reset-password/:token", "routes/admin/lost-password/reset.tsx"),
    route("invitation/:token", "routes/admin/team/invitation.tsx"),
  ]),

  // Public pages: English at the bare paths, other languages under their code (/hi/join).
  layout("routes/site/layout.tsx", [
    ...prefix(":lang?", [
      index("routes/site/home.tsx"),
      route("join", "routes/site/join.tsx"),
      route("earnings", "routes/site/earnings.tsx"),
      route("slots", "routes/site/slots.tsx"),
      route("presentations", "routes/site/presentations/route.tsx"),
      route("assistant", "routes/site/assistant.tsx"),
      // "Get updates by email" (double opt-in); 404 while Settings has it off.
      route("signup", "routes/site/signup/route.tsx"),
      route("signup/confirm/:token", "routes/site/signup/confirm.tsx"),
      // A member's own page and the link in their sign-in email (issue 30).
      route("member", "routes/site/member/route.tsx"),
      route("member/sign-in/:token", "routes/site/member/sign-in.tsx"),
    ]),
    // Anything else is a 404 inside the site's header and footer.
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
