// HTTP requests from a chosen loopback address (127.0.0.x): each address is a distinct client to
// the local runtime, which takes the client address from the connection, as Cloudflare does.
import { request as httpRequest } from "node:http";

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
};

/** One HTTP request to `base` + `path` from the loopback address `from`. */
export async function sendFrom(
  base: string,
  from: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: Uint8Array | string } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const body = typeof init.body === "string" ? Buffer.from(init.body) : init.body;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname + url.search,
        method: init.method ?? "GET",
        localAddress: from,
        headers: {
          Host: url.host,
          ...(body ? { "Content-Length": String(body.length) } : {}),
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
