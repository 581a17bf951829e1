import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const appDir = fileURLToPath(new URL("./app", import.meta.url));

/** The content hash of the images `npm run build` draws into public/og and public/icons
 * (scripts/build-images.ts): their URLs carry it, so a changed picture gets a new URL. */
function imagesVersion(): string {
  const publicDir = fileURLToPath(new URL("./public", import.meta.url));
  const hash = createHash("sha256");
  for (const folder of ["og", "icons"]) {
    const dir = join(publicDir, folder);
    if (!existsSync(dir)) continue;
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
    for (const file of files.filter((f) => f.endsWith(".png"))) {
      hash.update(`${folder}/${file}`);
      hash.update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest("hex").slice(0, 12);
}

/** Vite's helper for dynamic imports (see smallPreloadHelper). */
const PRELOAD_HELPER = "\0vite/preload-helper.js";

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
    (id.startsWith(`${appDir}/`) || id === PRELOAD_HELPER) &&
    !id.includes("?")
  );
}

/** Vite's helper for dynamic imports, smaller (issue 34: it is on every page, inside the home
 * page's JavaScript budget). Vite's own also resolves CSS a lazy chunk imports, a relative base,
 * and links already in the page, and fires `vite:preloadError`: none of which this site uses
 * (one stylesheet, base "/"). What it keeps: a lazy chunk's imports are fetched alongside it,
 * not one after another. */
const smallPreloadHelper = {
  name: "waymark:small-preload-helper",
  enforce: "pre" as const,
  load(id: string) {
    if (id !== PRELOAD_HELPER) return null;
    return {
      code: `const seen = {};
export const __vitePreload = (load, deps) => {
  if (__VITE_IS_MODERN__ && deps) for (const dep of deps) {
    if (seen[dep]) continue;
    seen[dep] = 1;
    const link = document.createElement("link");
    link.rel = dep.endsWith(".css") ? "stylesheet" : "modulepreload";
    link.href = "/" + dep;
    document.head.append(link);
  }
  return load();
};`,
      moduleSideEffects: false,
    };
  },
};

export default defineConfig({
  // Cached pages name the build's asset files, so the page cache's key includes the build.
  define: {
    __BUILD_ID__: JSON.stringify(Date.now().toString(36)),
    __IMAGES_VERSION__: JSON.stringify(imagesVersion()),
  },
  resolve: {
    alias: { "~": appDir },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // V8's explicit compile hint (Chrome 136+): all of the framework's functions (React,
            // React Router) run while a page hydrates, so V8 compiles them with the file, off the
            // main thread while it downloads, not one by one on the main thread when first called
            // (docs/decisions/0053-chat-knowledge-after-hydration-and-compile-hints.md). After
            // minification, which would drop the comment.
            postBanner: (chunk) =>
              chunk.name === "entry.client" ? "//# allFunctionsCalledOnLoad" : "",
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
  plugins: [
    smallPreloadHelper,
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
  ],
});
