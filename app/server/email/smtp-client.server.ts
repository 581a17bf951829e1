// A small SMTP client (RFC 5321) over cloudflare:sockets: one session sends many messages, each
// transaction after the first opened with RSET, and, when the server offers PIPELINING (RFC
// 2920), RSET, MAIL FROM, RCPT TO and DATA go out in one write, so a message costs one round trip
// before its text and one after. Every reply is awaited with a timeout and a closed connection is
// an error, never a hang. Replies keep their code so the caller can tell a refused mailbox (5xx)
// from a temporary problem (4xx, or no reply at all), and an error says whether the message's
// text had been sent in full (then the server may have taken it: it must not be sent again).
import { connect } from "cloudflare:sockets";

export type SmtpOptions = {
  host: string;
  port: number;
  /** TLS from the first byte (smtps, port 465). */
  secure: boolean;
  /** Upgrade with STARTTLS, and refuse to go on (no AUTH, no mail) when the server does not
   * offer it: a network attacker who strips it from the EHLO reply must not get the password.
   * False only when asked for explicitly (`?starttls=off`, a local relay). */
  startTls: boolean;
  credentials?: { username: string; password: string };
  timeoutMs?: number;
};

/** What a refusal is about: this recipient or this message (RCPT TO, the end of DATA), or the
 * session (greeting, EHLO, STARTTLS, AUTH, MAIL FROM), which is the same for every recipient. */
export type SmtpScope = "recipient" | "session";

export class SmtpError extends Error {
  /** The server's reply code; null when the connection failed or timed out. */
  readonly code: number | null;
  readonly scope: SmtpScope;
  /** The message's whole text, ending dot included, had been written when this happened: with
   * no reply (a lost connection) the server may have accepted it. */
  afterData = false;
  constructor(message: string, code: number | null, scope: SmtpScope = "session") {
    super(message);
    this.name = "SmtpError";
    this.code = code;
    this.scope = scope;
  }
  /** Only a 5xx about this recipient or message fails it for good. A refused login or sender
   * is the configuration's fault, not the recipient's: that recipient waits and is retried. */
  get permanent(): boolean {
    return this.scope === "recipient" && this.code !== null && this.code >= 500;
  }
}

type Reply = { code: number; text: string };

/** Why a session stops before AUTH when TLS was expected and the server did not offer it. */
export const STARTTLS_MISSING =
  "the server did not offer STARTTLS, so nothing (no login, no mail) was sent in clear; " +
  "use smtps:// for TLS from the start, or add ?starttls=off to SMTP_URL for a trusted local relay";

export class SmtpSession {
  private socket: Socket;
  private reader: ReadableStreamDefaultReader<Uint8Array>;
  private writer: WritableStreamDefaultWriter<Uint8Array>;
  private buffer = "";
  private readonly decoder = new TextDecoder();
  private readonly encoder = new TextEncoder();
  private readonly timeoutMs: number;
  private broken = false;
  private extensions = new Set<string>();
  private authMethods: string[] = [];
  /** A transaction was started on this session: the next one begins with RSET. */
  private used = false;

  private constructor(socket: Socket, timeoutMs: number) {
    this.socket = socket;
    this.reader = socket.readable.getReader();
    this.writer = socket.writable.getWriter();
    this.timeoutMs = timeoutMs;
  }

  static async open(options: SmtpOptions): Promise<SmtpSession> {
    const socket = connect(
      { hostname: options.host, port: options.port },
      {
        secureTransport: options.secure ? "on" : options.startTls ? "starttls" : "off",
        allowHalfOpen: false,
      },
    );
    const session = new SmtpSession(socket, options.timeoutMs ?? 15_000);
    try {
      await session.withTimeout(socket.opened, "connecting");
      session.expect(await session.reply(), [220], "greeting");
      await session.hello();
      if (!options.secure && options.startTls) {
        if (!session.extensions.has("STARTTLS")) throw new SmtpError(STARTTLS_MISSING, null);
        await session.command("STARTTLS", [220]);
        session.reader.releaseLock();
        session.writer.releaseLock();
        session.socket = session.socket.startTls();
        session.reader = session.socket.readable.getReader();
        session.writer = session.socket.writable.getWriter();
        await session.hello();
      }
      if (options.credentials) await session.authenticate(options.credentials);
      return session;
    } catch (error) {
      await session.close();
      throw error;
    }
  }

  /** False once the connection is unusable; open a new session then. */
  get usable(): boolean {
    return !this.broken;
  }

  /** Sends one message; `data` is the RFC 5322 text with CRLF line ends. */
  async send(from: string, to: string, data: string): Promise<void> {
    let dataSent = false;
    try {
      const envelope: [string, number[], SmtpScope][] = [
        [`MAIL FROM:<${from}>`, [250], "session"],
        [`RCPT TO:<${to}>`, [250, 251], "recipient"],
        ["DATA", [354], "session"],
      ];
      // A clean transaction every time, whatever the previous one left behind.
      if (this.used) envelope.unshift(["RSET", [250], "session"]);
      this.used = true;
      if (this.extensions.has("PIPELINING")) await this.pipeline(envelope);
      else
        for (const [line, accepted, scope] of envelope) await this.command(line, accepted, scope);
      // Dot-stuffing: a line starting with "." gets another one (RFC 5321 4.5.2).
      const body = data.replace(/\r?\n/g, "\r\n").replace(/^\./gm, "..");
      await this.write(`${body.endsWith("\r\n") ? body : `${body}\r\n`}.\r\n`);
      dataSent = true;
      this.expect(await this.reply(), [250], "message", "recipient");
    } catch (error) {
      // A refusal leaves the session usable (the next transaction starts with RSET); anything
      // else (no reply, 421) ends it.
      if (!(error instanceof SmtpError) || error.code === null || error.code === 421)
        this.broken = true;
      if (error instanceof SmtpError) error.afterData = dataSent;
      throw error;
    }
  }

  /** Writes the commands at once and reads their replies in order (RFC 2920). Every reply is
   * read before the first refusal is thrown, so the session stays in step with the server. */
  private async pipeline(commands: [string, number[], SmtpScope][]): Promise<void> {
    await this.write(commands.map(([line]) => `${line}\r\n`).join(""));
    let refusal: SmtpError | null = null;
    let dataAccepted = false;
    for (const [line, accepted, scope] of commands) {
      try {
        this.expect(await this.reply(), accepted, line, scope);
        if (line === "DATA") dataAccepted = true;
      } catch (error) {
        if (!(error instanceof SmtpError) || error.code === null) throw error;
        refusal ??= error;
      }
    }
    if (refusal) {
      // A server that took DATA after refusing the envelope waits for a text: it gets none.
      if (dataAccepted) this.broken = true;
      throw refusal;
    }
  }

  async close(): Promise<void> {
    if (!this.broken) {
      this.broken = true;
      // Its answer is awaited briefly, so the server is not reset in the middle of replying.
      await this.write("QUIT\r\n")
        .then(() => Promise.race([this.reply(), new Promise((r) => setTimeout(r, 1000))]))
        .catch(() => undefined);
    }
    await this.socket.close().catch(() => undefined);
  }

  private async hello() {
    const reply = await this.command("EHLO waymark.local", [250]);
    this.extensions = new Set(
      reply.text
        .split("\n")
        .slice(1)
        .map((l) => l.split(" ")[0]!.toUpperCase()),
    );
    this.authMethods =
      reply.text
        .split("\n")
        .find((l) => /^AUTH[ =]/i.test(l))
        ?.slice(5)
        .toUpperCase()
        .split(/\s+/) ?? [];
  }

  private async authenticate({ username, password }: { username: string; password: string }) {
    const b64 = (s: string) => btoa(String.fromCharCode(...this.encoder.encode(s)));
    if (this.authMethods.includes("PLAIN") || !this.authMethods.includes("LOGIN")) {
      await this.command(
        `AUTH PLAIN ${b64(`\0${username}\0${password}`)}`,
        [235],
        "session",
        "AUTH PLAIN",
      );
      return;
    }
    await this.command("AUTH LOGIN", [334]);
    // The credentials never appear in an error message.
    await this.command(b64(username), [334], "session", "AUTH LOGIN username");
    await this.command(b64(password), [235], "session", "AUTH LOGIN password");
  }

  private async command(
    line: string,
    accepted: number[],
    scope: SmtpScope = "session",
    what = line,
  ): Promise<Reply> {
    await this.write(`${line}\r\n`);
    return this.expect(await this.reply(), accepted, what, scope);
  }

  private expect(
    reply: Reply,
    accepted: number[],
    what: string,
    scope: SmtpScope = "session",
  ): Reply {
    if (!accepted.includes(reply.code)) {
      if (reply.code === 421) this.broken = true;
      throw new SmtpError(`${what}: ${reply.code} ${reply.text}`, reply.code, scope);
    }
    return reply;
  }

  private async write(text: string): Promise<void> {
    try {
      await this.withTimeout(this.writer.write(this.encoder.encode(text)), "writing");
    } catch (error) {
      this.broken = true;
      throw error instanceof SmtpError
        ? error
        : new SmtpError(`connection lost while writing: ${String(error)}`, null);
    }
  }

  /** One whole reply, multi-line ("250-…" lines end with "250 …"). */
  private async reply(): Promise<Reply> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.line();
      const code = Number(line.slice(0, 3));
      if (!/^\d{3}[ -]?/.test(line)) {
        this.broken = true;
        throw new SmtpError(`unexpected reply: ${line.slice(0, 100)}`, null);
      }
      lines.push(line.slice(4));
      if (line[3] !== "-") return { code, text: lines.join("\n") };
    }
  }

  private async line(): Promise<string> {
    for (;;) {
      const end = this.buffer.indexOf("\n");
      if (end !== -1) {
        const line = this.buffer.slice(0, end).replace(/\r$/, "");
        this.buffer = this.buffer.slice(end + 1);
        return line;
      }
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await this.withTimeout(this.reader.read(), "waiting for the server");
      } catch (error) {
        this.broken = true;
        throw error instanceof SmtpError
          ? error
          : new SmtpError(`connection lost: ${String(error)}`, null);
      }
      if (chunk.done) {
        this.broken = true;
        throw new SmtpError("the server closed the connection", null);
      }
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
      if (this.buffer.length > 64 * 1024) {
        this.broken = true;
        throw new SmtpError("the server sent an overlong reply", null);
      }
    }
  }

  private withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SmtpError(`timed out ${what}`, null)), this.timeoutMs);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }
}
