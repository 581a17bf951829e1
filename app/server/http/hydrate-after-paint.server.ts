// The HTML stream's last step on the way out of the Worker: the scripts that hydrate a page are
// fetched only after its first paint (issue 34). Used by app/entry.server.tsx.

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
export function hydrateAfterFirstPaint(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = "";
  let preloads: string[] | null = null;
  let booted = false;
  return new TransformStream({
    transform(chunk, controller) {
      // Text, not bytes, once booted too: the decoder may hold the first bytes of a character
      // split between two chunks (Devanagari is three bytes a letter).
      if (booted)
        return controller.enqueue(encoder.encode(decoder.decode(chunk, { stream: true })));
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
      const rest = (booted ? "" : pending) + decoder.decode();
      if (rest) controller.enqueue(encoder.encode(rest));
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
