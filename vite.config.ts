import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

/** The route modules the home page is made of. */
const HOME_ROUTES = ["root.tsx", "routes/site/layout.tsx", "routes/site/home.tsx"];

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Our modules the home page imports statically (its route modules and what they import, not
 * what loads on demand), found once per build. */
let homeModules: { graph: ModuleGraph; ids: Set<string> } | undefined;
function isHomeModule(id: string, graph: ModuleGraph): boolean {
  if (homeModules?.graph !== graph) {
    const ids = new Set<string>();
    // React Router's client build enters each route through a "?__react-router-build-client-route" module.
    const stack = HOME_ROUTES.map((file) => `${appDir}/${file}?__react-router-build-client-route`);
    while (stack.length) {
      const next = stack.pop()!;
      if (ids.has(next)) continue;
      ids.add(next);
      stack.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    homeModules = { graph, ids };
  }
  return (
    homeModules.ids.has(id) &&
    (id.startsWith(`${appDir}/`) || id === "\0vite/preload-helper.js") &&
    !id.includes("?")
  );
}

export default defineConfig({
  // Cached pages name the build's asset files, so the page cache's key includes the build.
  define: { __BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  resolve: {
    alias: { "~": appDir },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A few larger files compress better than twenty small ones: React and React Router
            // go into the client entry's file, the home page's own code into one more
            // (docs/decisions/0011-client-chunks.md).
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|[\\/]entry\.client\.[jt]sx?$/,
                },
                { name: (id, graph) => (isHomeModule(id, graph) ? "site" : null) },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter()],
});
