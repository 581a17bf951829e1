// Every path under /admin in the app's route table, for the tests that walk them all (the
// signed-out guard, the editor's role matrix).
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";

function routePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((e) => {
    const path = e.index ? parent : e.path ? `${parent}/${e.path}` : parent;
    return [...(e.path || e.index ? [path] : []), ...routePaths(e.children ?? [], path)];
  });
}

/** Each admin path once, with its dynamic segments (":id") as they are in the table. */
export const ADMIN_ROUTE_PATHS = [
  ...new Set(routePaths(routes as RouteConfigEntry[]).filter((p) => p.startsWith("/admin"))),
];
