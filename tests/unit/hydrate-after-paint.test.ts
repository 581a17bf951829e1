// The HTML stream's last step (app/server/http/hydrate-after-paint.server.ts): the preloads leave
// <head>, the boot script is deferred, and the rest of the page passes unchanged, whatever the
// chunks' boundaries (a Hindi page lost a letter when a chunk ended inside one: a hydration error).
import { describe, expect, it } from "vitest";
import { hydrateAfterFirstPaint } from "~/server/http/hydrate-after-paint.server";

const HEAD = `<html><head><meta charset="utf-8"><link rel="modulepreload" href="/assets/a.js"><title>जुड़ें</title></head>`;
const BODY = `<body><p>पहले</p><script nonce="n1" type="module" async="">import("/assets/a.js");</script><p>वह पता दर्ज करें जो टीम के पास आपका है।</p><script>enqueue("है")</script></body></html>`;
const PAGE = HEAD + BODY;

/** The page through the transform, cut into chunks at the given byte offsets. */
async function through(cuts: number[]): Promise<string> {
  const bytes = new TextEncoder().encode(PAGE);
  const edges = [0, ...cuts, bytes.length];
  const chunks = edges.slice(1).map((end, i) => bytes.slice(edges[i], end));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(stream.pipeThrough(hydrateAfterFirstPaint())).text();
}

describe("the scripts fetched after the first paint", () => {
  it("moves the preloads out of <head> and defers the boot script", async () => {
    const out = await through([]);
    expect(out).not.toContain('modulepreload" href');
    expect(out).toContain(
      `<script nonce="n1" type="text/x-deferred-module" id="rr-deferred-boot">import("/assets/a.js");</script>`,
    );
    expect(out).toContain(`["/assets/a.js"]`);
  });

  it("keeps every letter whichever byte a chunk ends at", async () => {
    const whole = await through([]);
    const length = new TextEncoder().encode(PAGE).length;
    const broken: number[] = [];
    for (let cut = 1; cut < length; cut++) {
      // One cut anywhere, and a second one three bytes later (inside the same letter or the next).
      const out = await through(
        [cut, Math.min(cut + 3, length - 1)].filter((c, i, all) => all.indexOf(c) === i),
      );
      if (out !== whole) broken.push(cut);
    }
    expect(broken).toEqual([]);
    expect(whole).toContain("वह पता दर्ज करें जो टीम के पास आपका है।");
    expect(whole).not.toContain("\uFFFD");
  });
});
