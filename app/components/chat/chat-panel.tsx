import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "~/components/i18n-provider";
import { useSite } from "~/components/referral";
import { useToast } from "~/components/toaster";
import { useFormat } from "~/components/use-format";
import { answerQuestion, type TopicChoice } from "~/domain/chat/assistant";
import { linkify, isSendable, REPLY_DELAY_MS } from "~/domain/chat/matcher";
import { MINIMUM_FUNDING_USD, SLOT_LEVELS } from "~/domain/site/income-plan";
import type { MessageKey } from "~/i18n/dictionaries/en";
import { loadKnowledge, type LoadedKnowledge } from "./knowledge-loader";
import { reportAssistantMiss } from "./miss-beacon";

type ChatMessage = {
  id: number;
  text: string;
  isUser: boolean;
  timestamp: number;
  /** When the assistant was not sure: the closest topics, offered as buttons. */
  choices?: TopicChoice[];
};
type BotReply = { text: string; choices?: TopicChoice[] };

let nextId = 1;

/** Runs `work` when the browser is next idle (at the latest `timeout` ms later); the returned
 * function cancels it. */
function whenIdle(work: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}

/** The knowledge bases for the page's language and English, loaded once the page is idle after
 * hydration, or at once when the visitor reaches for the chat (`load`), so that building them
 * never adds to the work that makes the page respond (issue 34). */
function useKnowledge(): {
  knowledge: LoadedKnowledge | null;
  load: () => Promise<LoadedKnowledge>;
} {
  const { lang, t, href } = useI18n();
  const { usd } = useFormat();
  const [knowledge, setKnowledge] = useState<LoadedKnowledge | null>(null);
  const ready = useRef<Promise<LoadedKnowledge> | null>(null);
  const begin = useRef<(() => Promise<LoadedKnowledge>) | null>(null);
  const vars = useMemo(() => {
    const origin = typeof window === "undefined" ? "" : window.location.origin;
    return {
      amount: usd(MINIMUM_FUNDING_USD),
      small: usd(SLOT_LEVELS[0]!.cost),
      smallHalf: usd(SLOT_LEVELS[0]!.directIncome),
      first: usd(SLOT_LEVELS[0]!.cost),
      last: usd(SLOT_LEVELS[SLOT_LEVELS.length - 1]!.cost),
      joinUrl: origin + href("/join"),
      earningsUrl: origin + href("/earnings"),
      slotsUrl: origin + href("/slots"),
      presentationsUrl: origin + href("/presentations"),
      disclaimerUrl: origin + href("/assistant") + "#disclaimer-title",
    };
  }, [href, usd]);
  useEffect(() => {
    let live = true;
    // A knowledge text an administrator edited reaches the page with its messages.
    const edited = (key: string) => {
      const text = t(key as MessageKey);
      return text === key ? undefined : text;
    };
    begin.current = () => {
      if (ready.current) return ready.current;
      const loading = loadKnowledge(lang, edited, vars);
      ready.current = loading;
      loading.then(
        (loaded) => {
          if (live) setKnowledge(loaded);
        },
        (error: unknown) => {
          console.error(error);
          // Tried again on the next question (the network may be back).
          if (ready.current === loading) ready.current = null;
        },
      );
      return loading;
    };
    const cancel = whenIdle(() => void begin.current?.(), 2000);
    return () => {
      live = false;
      cancel();
      ready.current = null;
      begin.current = null;
    };
  }, [lang, t, vars]);
  const load = useCallback(
    () => begin.current?.() ?? Promise.reject(new Error("The knowledge base did not load")),
    [],
  );
  return { knowledge, load };
}

/** The chat assistant: answered in the browser from a fixed knowledge base, no network call. */
export function ChatPanel({
  compact = false,
  initialSuggestions = [],
}: {
  compact?: boolean;
  /** The suggested prompts as the server rendered them (the assistant page), shown until the
   * knowledge base arrives: the same texts, so the panel does not move (CLS). */
  initialSuggestions?: string[];
}) {
  const { t, lang } = useI18n();
  const { toast } = useToast();
  const { knowledge, load } = useKnowledge();
  // A question's text leaves the page only when the operator keeps them (Settings).
  const keepQuestions = useSite().keepMissedQuestions === true;
  const suggestions = knowledge?.local.suggestions ?? initialSuggestions;
  // Bumped by Clear: a reply still being prepared for the old conversation is dropped.
  const conversation = useRef(0);
  const greeting = useCallback(
    (): ChatMessage => ({
      id: nextId++,
      text: t("general.chat.greeting"),
      isUser: false,
      timestamp: Date.now(),
    }),
    [t],
  );
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()]);
  const [input, setInput] = useState("");
  const [loading, setLoading] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [messages, loading]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** Shows the visitor's text, then after the reply delay what `produce` gives. */
  function exchange(text: string, produce: (loaded: LoadedKnowledge) => BotReply) {
    if (!isSendable(text) || loading) return;
    setMessages((m) => [
      ...m,
      { id: nextId++, text: text.trim(), isUser: true, timestamp: Date.now() },
    ]);
    setInput("");
    setLoading(true);
    const current = conversation.current;
    timer.current = setTimeout(() => {
      void load()
        .then(produce)
        .catch((error: unknown): BotReply => {
          console.error(error);
          toast({ type: "error", title: t("general.chat.errorTitle") });
          return { text: t("general.chat.errorReply") };
        })
        .then((reply) => {
          if (current !== conversation.current) return;
          setMessages((m) => [
            ...m,
            { id: nextId++, ...reply, isUser: false, timestamp: Date.now() },
          ]);
          setLoading(false);
        });
    }, REPLY_DELAY_MS);
  }

  function send(text: string) {
    exchange(text, (loaded) => {
      const reply = answerQuestion(text, loaded.local, loaded.english, {
        default: t("general.chat.default"),
        unsure: t("general.chat.unsure"),
      });
      reportAssistantMiss(lang, keepQuestions ? text : "", reply);
      return { text: reply.text, choices: reply.choices };
    });
  }

  /** A topic offered when the assistant was not sure: its answer, without matching again. */
  function choose(choice: TopicChoice) {
    exchange(choice.label, () => ({ text: choice.text }));
  }

  function clear() {
    if (timer.current) clearTimeout(timer.current);
    conversation.current++;
    setLoading(false);
    setMessages([greeting()]);
    toast({ type: "success", title: t("general.chat.cleared") });
  }

  return (
    <div
      // Reaching for the chat loads its knowledge now rather than when the page is idle.
      onFocus={() => void load().catch(() => {})}
      onPointerDown={() => void load().catch(() => {})}
      className={`flex h-full min-h-0 flex-col ${compact ? "" : "rounded-xl border border-slate-200 bg-white shadow-sm"}`}
      data-testid="chat"
    >
      <ol
        ref={listRef}
        className={`flex-1 space-y-3 overflow-y-auto p-4 ${compact ? "" : "min-h-[22rem]"}`}
        aria-live="polite"
        aria-label={t("general.chat.title")}
      >
        {messages.map((m) => (
          <li
            key={m.id}
            className={`flex ${m.isUser ? "justify-end" : "justify-start"}`}
            data-testid={m.isUser ? "chat-user" : "chat-bot"}
          >
            <div
              className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-line ${m.isUser ? "bg-emerald-700 text-white" : "bg-slate-100 text-slate-900"}`}
            >
              <span className="sr-only">
                {m.isUser ? t("general.chat.you") : t("general.chat.assistant")}:{" "}
              </span>
              {linkify(m.text).map((part, i) =>
                part.type === "link" ? (
                  <a key={i} href={part.href} className="font-medium break-all underline" dir="ltr">
                    {part.text}
                  </a>
                ) : (
                  <span key={i}>{part.text}</span>
                ),
              )}
              {m.choices?.length ? (
                <ChoiceButtons
                  choices={m.choices}
                  label={t("general.chat.choices")}
                  disabled={loading}
                  onChoose={choose}
                />
              ) : null}
            </div>
          </li>
        ))}
        {loading ? (
          <li className="flex justify-start" data-testid="chat-loading">
            <div
              className="rounded-2xl bg-slate-100 px-4 py-2 text-sm text-slate-600"
              role="status"
            >
              <span className="inline-flex gap-1" aria-hidden="true">
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
                <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
              </span>
              <span className="sr-only">{t("general.chat.thinking")}</span>
            </div>
          </li>
        ) : null}
      </ol>
      <div className="border-t border-slate-200 p-3">
        <p id="chat-suggestions" className="sr-only">
          {t("general.chat.suggestions")}
        </p>
        <ul className="mb-3 flex flex-wrap gap-2" aria-labelledby="chat-suggestions">
          {suggestions.map((s) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => send(s)}
                disabled={loading}
                className="rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-xs font-medium text-emerald-900 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:opacity-50"
              >
                {s}
              </button>
            </li>
          ))}
        </ul>
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            send(input);
          }}
        >
          <label htmlFor="chat-input" className="sr-only">
            {t("general.chat.inputLabel")}
          </label>
          <textarea
            id="chat-input"
            rows={1}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey) {
                e.preventDefault();
                send(input);
              }
            }}
            placeholder={t("general.chat.placeholder")}
            maxLength={500}
            className="min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-emerald-500 focus:ring-2 focus:ring-emerald-500/40 focus:outline-none"
          />
          <button
            type="submit"
            disabled={!isSendable(input) || loading}
            className="h-10 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:bg-emerald-300"
          >
            {t("general.chat.send")}
          </button>
        </form>
        <div className="mt-2 flex justify-end">
          <button
            type="button"
            onClick={clear}
            className="text-xs font-medium text-slate-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            {t("general.chat.clear")}
          </button>
        </div>
      </div>
    </div>
  );
}

/** The closest topics when the assistant was not sure: one button each (44 px tall on phones). */
function ChoiceButtons({
  choices,
  label,
  disabled,
  onChoose,
}: {
  choices: TopicChoice[];
  label: string;
  disabled: boolean;
  onChoose: (choice: TopicChoice) => void;
}) {
  return (
    <ul
      className="mt-2 flex flex-col gap-2 whitespace-normal"
      aria-label={label}
      data-testid="chat-choices"
    >
      {choices.map((choice) => (
        <li key={choice.topic}>
          <button
            type="button"
            onClick={() => onChoose(choice)}
            disabled={disabled}
            className="min-h-11 w-full rounded-lg border border-emerald-300 bg-white px-3 py-2 text-start text-sm font-medium text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-emerald-600 disabled:opacity-50 sm:min-h-9"
          >
            {choice.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
