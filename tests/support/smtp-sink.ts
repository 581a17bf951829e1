// A real local SMTP server (smtp-server) that keeps every message it accepts, standing in for the
// email provider at its network edge. Tests read what it received over a small HTTP API:
//   GET    /messages  -> the accepted messages, parsed (envelope, headers, text, html)
//   DELETE /messages  -> forget them
//   POST /drop-connections -> close every open connection, as a server does with idle ones
// Recipients whose local part starts with "reject" get 550 (permanent) and "busy" get 451
// (temporary), as a real provider would answer for a bad or throttled mailbox; "drop" gets 421
// and the server hangs up; for "vanish" the server keeps the message and then drops the
// connection without answering (the client cannot know it was accepted). With `auth`, the server requires a login with those credentials
// (over the plain connection, as a local test server may) by the listed methods. This sink never
// offers STARTTLS (as a network attacker who strips it from the EHLO reply would make it look);
// every AUTH a client tries is counted: GET /auth-attempts -> { count }. It offers PIPELINING
// (RFC 2920) unless `pipelining: false`.
import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export type SinkMessage = {
  envelopeFrom: string;
  envelopeTo: string[];
  messageId: string;
  subject: string;
  from: string;
  to: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  /** When the server accepted it (ms since the epoch). */
  receivedAt: number;
};

export type SmtpSink = {
  smtpPort: number;
  smtpUrl: string;
  apiUrl: string;
  messages: SinkMessage[];
  /** How many times a client tried to log in (sent AUTH with credentials). */
  authAttempts: () => number;
  close: () => Promise<void>;
};

export type SinkAuth = { username: string; password: string; methods: ("PLAIN" | "LOGIN")[] };

export async function startSmtpSink(
  options: { auth?: SinkAuth; pipelining?: boolean } = {},
): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const { auth } = options;
  let authAttempts = 0;
  /** Client connections by their port, to drop one the way a failing server does. */
  const sockets = new Map<number, Socket>();
  const smtp = new SMTPServer({
    secure: false,
    hidePIPELINING: options.pipelining === false,
    disabledCommands: auth ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    ...(auth && {
      authMethods: auth.methods,
      authOptional: false,
      allowInsecureAuth: true,
      onAuth(login, _session, callback) {
        authAttempts++;
        if (login.username === auth.username && login.password === auth.password)
          return callback(null, { user: login.username });
        callback(
          Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }),
        );
      },
    }),
    logger: false,
    size: 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const local = address.address.split("@")[0] ?? "";
      if (local.startsWith("reject"))
        return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      if (local.startsWith("busy"))
        return callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
      if (local.startsWith("drop"))
        return callback(Object.assign(new Error("Closing connection"), { responseCode: 421 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        void PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            const headers: Record<string, string> = {};
            for (const h of email.headers) headers[h.key.toLowerCase()] = h.value;
            messages.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              messageId: email.messageId ?? "",
              subject: email.subject ?? "",
              from: email.from?.address ?? "",
              to: email.to?.[0]?.address ?? "",
              headers,
              text: email.text ?? "",
              html: email.html ?? "",
              receivedAt: Date.now(),
            });
            if (session.envelope.rcptTo.some((r) => r.address.startsWith("vanish")))
              return sockets.get(session.remotePort)?.destroy();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that resets its connection (a consumer that died mid-session) is not the server's
  // failure: without a listener the error event would end the test process.
  smtp.on("error", () => undefined);
  smtp.server.on("connection", (socket: Socket) => {
    const port = socket.remotePort ?? 0;
    sockets.set(port, socket);
    socket.on("close", () => sockets.delete(port));
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;

  const api: Server = createServer((req, res) => {
    if (req.url === "/messages" && req.method === "GET") {
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(messages));
    } else if (req.url === "/auth-attempts" && req.method === "GET") {
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ count: authAttempts }));
    } else if (req.url === "/drop-connections" && req.method === "POST") {
      for (const socket of sockets.values()) socket.destroy();
      res.writeHead(204).end();
    } else if (req.url === "/messages" && req.method === "DELETE") {
      messages.length = 0;
      res.writeHead(204).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const apiPort = (api.address() as { port: number }).port;

  return {
    smtpPort,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    messages,
    authAttempts: () => authAttempts,
    close: () =>
      Promise.all([
        new Promise<void>((r) => smtp.close(() => r())),
        new Promise<void>((r) => api.close(() => r())),
      ]).then(() => undefined),
  };
}
