import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { NonceContext, nonceContext } from "~/server/http/nonce";

// The default Workers entry, plus the request's CSP nonce on every inline script.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext) ?? undefined;
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  const userAgent = request.headers.get("User-Agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body.pipeThrough(hydrateAfterFirstPaint()), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Starts fetching the scripts that hydrate the page only once it has painted (issue 34). React
 * Router puts their `<link rel="modulepreload">` in <head>, where the browser fetched 124 KB of
 * JavaScript at the same moment as the render-blocking stylesheet and the slow link held the
 * first paint back. Here the preloads leave <head>, the module script that boots React Router
 * becomes inert, and a small inline script (run after the stylesheet, as every parser-inserted
 * script is) puts both back at the first frame after the paint. Before hydration the DOM is
 * again what React rendered. The page cache stores this output, so the work is done once per
 * page and language.
 */
function hydrateAfterFirstPaint(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  let preloads: string[] | null = null;
  let booted = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (booted) return controller.enqueue(chunk);
      pending += decoder.decode(chunk, { stream: true });
      if (preloads === null) {
        const end = pending.indexOf("</head>");
        if (end === -1) return;
        preloads = [];
        const head = pending.slice(0, end).replace(MODULE_PRELOAD, (_, href: string) => {
          if (!preloads!.includes(href)) preloads!.push(href);
          return "";
        });
        pending = head + pending.slice(end);
      }
      const script = MODULE_SCRIPT.exec(pending);
      if (!script) return;
      const [whole, nonce, code] = script;
      const deferred = `<script${nonce} type="text/x-deferred-module" id="${BOOT_ID}">${code}</script><script${nonce}>${bootScript(preloads)}</script>`;
      controller.enqueue(encoder.encode(pending.replace(whole, () => deferred)));
      pending = "";
      booted = true;
    },
    flush(controller) {
      if (!booted) controller.enqueue(encoder.encode(pending + decoder.decode()));
    },
  });
}

const BOOT_ID = "rr-deferred-boot";

/** Puts the preloads and React Router's module script back once the browser reports the first
 * contentful paint (a frame's end is too early: the paint reaches the screen later), or after a
 * second should it not report one (a background tab, a browser without paint timing). */
function bootScript(preloads: string[]): string {
  return `(function(me){var done;function go(){if(done)return;done=1;${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var old=document.getElementById(${JSON.stringify(BOOT_ID)}),s=document.createElement("script");s.type="module";s.async=true;s.nonce=me.nonce;s.textContent=old.textContent;old.replaceWith(s)}try{new PerformanceObserver(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(go)})}setTimeout(go,1000);me.remove()})(document.currentScript)`;
}
