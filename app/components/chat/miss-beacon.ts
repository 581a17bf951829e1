// A question the assistant could not answer (issue 33): the default answer, or only suggested
// topics. Reported with a small beacon to POST /api/chat/miss (workers/api/assistant-misses.ts),
// which counts it per language and topic so the operator sees which topics need phrasings; the
// text is kept only if the operator turned that on. A lost beacon costs a count, nothing more.
import type { AssistantReply } from "~/domain/chat/assistant";

export const MISS_BEACON_PATH = "/api/chat/miss";

/** Reports `reply` to `question` when it was not an answer; an answer sends nothing. The
 * question's text goes along only when given (the operator keeps them: "" otherwise). */
export function reportAssistantMiss(lang: string, question: string, reply: AssistantReply): void {
  if (reply.kind === "answer") return;
  try {
    const body = new URLSearchParams({
      language: lang,
      kind: reply.kind === "unsure" ? "suggested" : "unanswered",
      topics: reply.choices.map((c) => c.topic).join(","),
    });
    const text = question.trim().slice(0, 300);
    if (text !== "") body.set("question", text);
    if (navigator.sendBeacon?.(MISS_BEACON_PATH, body)) return;
    void fetch(MISS_BEACON_PATH, { method: "POST", body, keepalive: true }).catch(() => {});
  } catch {
    // Counting must never get in the visitor's way.
  }
}
