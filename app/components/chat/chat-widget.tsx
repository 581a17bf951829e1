import { lazy, Suspense, useState } from "react";
import { useI18n } from "~/components/i18n-provider";

// The panel's code loads only when a visitor opens the chat.
const ChatPanel = lazy(() => import("./chat-panel").then((m) => ({ default: m.ChatPanel })));

type State = "collapsed" | "open" | "maximized";

/** The floating chat assistant: a round button bottom-right that opens to a panel which can be
 * maximized, minimized (the conversation is kept) or closed (the conversation ends). */
export function ChatWidget() {
  const { t } = useI18n();
  const [state, setState] = useState<State>("collapsed");
  const [session, setSession] = useState(0);
  const [started, setStarted] = useState(false);

  return (
    <>
      {state === "collapsed" ? (
        <button
          type="button"
          onClick={() => {
            setStarted(true);
            setState("open");
          }}
          className="fixed end-4 bottom-20 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg hover:bg-emerald-800 focus-visible:outline-4 focus-visible:outline-emerald-300"
          aria-label={t("general.chat.open")}
          data-testid="chat-open"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-7 w-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M21 12a8 8 0 01-11.6 7.1L4 20l1-4.4A8 8 0 1121 12z" />
          </svg>
        </button>
      ) : null}
      {started ? (
        <section
          role="dialog"
          aria-modal="false"
          aria-label={t("general.chat.title")}
          hidden={state === "collapsed"}
          className={`fixed z-50 flex flex-col overflow-hidden bg-white shadow-2xl ${
            state === "maximized"
              ? "inset-0"
              : "end-4 bottom-20 h-[min(34rem,calc(100vh-7rem))] w-[min(24rem,calc(100vw-2rem))] rounded-2xl border border-slate-200"
          }`}
          data-testid="chat-widget"
          data-state={state}
        >
          <header className="flex items-center justify-between bg-emerald-700 px-4 py-3 text-white">
            <h2 className="font-semibold">{t("general.chat.title")}</h2>
            <div className="flex gap-1">
              <button
                type="button"
                onClick={() => setState("collapsed")}
                className="rounded p-1.5 hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-white"
                aria-label={t("general.chat.minimize")}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-4 w-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M5 12h14" />
                </svg>
              </button>
              <button
                type="button"
                onClick={() => setState(state === "maximized" ? "open" : "maximized")}
                className="rounded p-1.5 hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-white"
                aria-label={t("general.chat.maximize")}
                aria-pressed={state === "maximized"}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-4 w-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
                </svg>
              </button>
              <button
                type="button"
                onClick={() => {
                  setState("collapsed");
                  setStarted(false);
                  setSession((s) => s + 1);
                }}
                className="rounded p-1.5 hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-white"
                aria-label={t("general.chat.closePanel")}
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-4 w-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </div>
          </header>
          <div className="min-h-0 flex-1">
            <Suspense
              fallback={<p className="p-4 text-sm text-slate-500">{t("general.loading")}</p>}
            >
              <ChatPanel key={session} compact />
            </Suspense>
          </div>
        </section>
      ) : null}
    </>
  );
}
