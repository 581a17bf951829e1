// A local HTTP server speaking the LibreTranslate API (POST /translate {q, source, target, format}
// -> {translatedText}), standing in for the translation provider at its network edge.
// "Translation" marks the text as [target] and keeps it, except that a text containing
// "{language}" comes back without that placeholder (a provider mangling one), and any path
// starting /broken, or any request for Greek ("el"), answers 500. GET /requests lists the
// requests it translated (for tests in workerd, which cannot read this process's memory).
import { createServer, type Server } from "node:http";

export function translateLikeProvider(text: string, target: string): string {
  const out = `[${target}] ${text}`;
  return text.includes("{language}") ? out.replace("{language}", "language") : out;
}

export async function startLibreTranslateStub(): Promise<{
  url: string;
  server: Server;
  requests: { q: string[]; target: string }[];
}> {
  const requests: { q: string[]; target: string }[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (req.url?.startsWith("/broken")) {
        res
          .writeHead(500, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: "boom" }));
        return;
      }
      if (req.method === "GET" && req.url === "/requests") {
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(requests));
        return;
      }
      if (req.method !== "POST" || !req.url?.endsWith("/translate")) {
        res.writeHead(404).end();
        return;
      }
      const { q, target } = JSON.parse(body) as { q: string | string[]; target: string };
      if (target === "el") {
        res
          .writeHead(500, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: "boom" }));
        return;
      }
      const texts = Array.isArray(q) ? q : [q];
      requests.push({ q: texts, target });
      const translated = texts.map((t) => translateLikeProvider(t, target));
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ translatedText: Array.isArray(q) ? translated : translated[0] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, server, requests };
}
