// Mail to the Worker's bounce mailbox, handed to its email() handler as Email Routing does.
import { env } from "cloudflare:workers";
import worker from "../../../workers/app";

/** The bounce address the tests' reports are sent to. */
export const BOUNCE_ADDRESS = "bounces@waymark.test";

/** Delivers raw mail from `from` to `to` (the envelope's addresses). */
export async function deliverToBounceMailbox(
  raw: string,
  { from = "MAILER-DAEMON@mx.receiver.test", to = BOUNCE_ADDRESS } = {},
) {
  const bytes = new TextEncoder().encode(raw);
  const message = {
    from,
    to,
    headers: new Headers(),
    raw: new Response(bytes).body!,
    rawSize: bytes.byteLength,
    setReject: () => undefined,
    forward: async () => ({ messageId: "" }),
    reply: async () => ({ messageId: "" }),
  } as unknown as ForwardableEmailMessage;
  await worker.email(message, env);
}
