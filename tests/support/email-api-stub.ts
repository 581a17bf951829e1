// A local HTTP email API in the JSON shape Resend and similar providers take
// (POST /emails {from, to[], subject, text, html, headers}, Bearer key), standing in for the
// provider at its network edge. Like such providers it honours Idempotency-Key: a repeated key
// returns the first answer and sends nothing more. Recipients starting "reject" get 422 and
// "busy" get 429. GET /emails lists what was accepted.
import { createServer, type Server } from "node:http";

export type ApiEmail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  idempotencyKey: string;
};

export const EMAIL_API_KEY = "test-email-api-key";

export async function startEmailApiStub(): Promise<{
  url: string;
  server: Server;
  emails: ApiEmail[];
}> {
  const emails: ApiEmail[] = [];
  const seen = new Map<string, string>();
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
      if (req.method === "GET" && req.url === "/emails") return json(200, emails);
      if (req.method !== "POST" || req.url !== "/emails")
        return json(404, { message: "not found" });
      if (req.headers.authorization !== `Bearer ${EMAIL_API_KEY}`)
        return json(401, { message: "invalid api key" });
      const key = String(req.headers["idempotency-key"] ?? "");
      if (key && seen.has(key)) return json(200, { id: seen.get(key) });
      const email = JSON.parse(body) as Omit<ApiEmail, "idempotencyKey">;
      const local = email.to[0]?.split("@")[0] ?? "";
      if (local.startsWith("reject")) return json(422, { message: "invalid recipient" });
      if (local.startsWith("busy")) return json(429, { message: "slow down" });
      const id = `em_${emails.length + 1}`;
      emails.push({ ...email, idempotencyKey: key });
      if (key) seen.set(key, id);
      json(200, { id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/emails`, server, emails };
}
