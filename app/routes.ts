import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  // Non-UI routes.
  route("language", "routes/resources/language.ts"),

  // Public pages: English at the bare paths, other languages under their code (/hi/join).
  layout("routes/site/layout.tsx", [
    ...prefix(":lang?", [
      index("routes/site/home.tsx"),
      route("join", "routes/site/join.tsx"),
      route("earnings", "routes/site/earnings.tsx"),
      route("slots", "routes/site/slots.tsx"),
      route("presentations", "routes/site/presentations.tsx"),
      route("assistant", "routes/site/assistant.tsx"),
    ]),
    // Anything else is a 404 inside the site's header and footer.
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
