import { lazy, Suspense, useState, type ComponentType } from "react";
import { useI18n } from "~/components/i18n-provider";
import { LineIcon } from "~/components/ui/icon";

// The panel's code loads only when a visitor opens the chat. Should it not arrive (a slow or
// dropped connection), the panel says so and offers to try again (a lazy part keeps its first
// result, so each try is a new one), instead of the route's error page taking the page with it.
type PanelProps = { compact: boolean; onRetry: () => void };
const loadPanel = (): Promise<{ default: ComponentType<PanelProps> }> =>
  import("./chat-panel").then(
    (m) => ({ default: m.ChatPanel }),
    () => ({ default: PanelFailed }),
  );
let ChatPanel = lazy(loadPanel);

function PanelFailed({ onRetry }: PanelProps) {
  const { t } = useI18n();
  return (
    <div role="alert" className="p-4 text-sm">
      <p>{t("general.chat.loadFailed")}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 rounded-lg bg-emerald-700 px-4 py-2 text-white"
      >
        {t("general.chat.retry")}
      </button>
    </div>
  );
}

type State = "collapsed" | "open" | "maximized";

/** The floating chat assistant: a round button bottom-right that opens to a panel which can be
 * maximized, minimized (the conversation is kept) or closed (the conversation ends). */
export function ChatWidget() {
  const { t } = useI18n();
  const [state, setState] = useState<State>("collapsed");
  const [session, setSession] = useState(0);
  const [started, setStarted] = useState(false);
  const [attempt, setAttempt] = useState(0);

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
          <LineIcon className="h-7 w-7" d="M21 12a8 8 0 01-11.6 7.1L4 20l1-4.4A8 8 0 1121 12z" />
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
              <PanelButton
                label={t("general.chat.minimize")}
                icon="M5 12h14"
                onClick={() => setState("collapsed")}
              />
              <PanelButton
                label={t("general.chat.maximize")}
                icon="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5"
                aria-pressed={state === "maximized"}
                onClick={() => setState(state === "maximized" ? "open" : "maximized")}
              />
              <PanelButton
                label={t("general.chat.closePanel")}
                icon="M6 6l12 12M18 6L6 18"
                onClick={() => {
                  setState("collapsed");
                  setStarted(false);
                  setSession((s) => s + 1);
                }}
              />
            </div>
          </header>
          <div className="min-h-0 flex-1">
            <Suspense
              fallback={<p className="p-4 text-sm text-slate-500">{t("general.loading")}</p>}
            >
              <ChatPanel
                key={`${session}-${attempt}`}
                compact
                onRetry={() => {
                  ChatPanel = lazy(loadPanel);
                  setAttempt((n) => n + 1);
                }}
              />
            </Suspense>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** One of the panel header's buttons (minimize, maximize, close): an icon named by `label`. */
function PanelButton({
  label,
  icon,
  ...button
}: { label: string; icon: string } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className="rounded p-1.5 hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-white"
      aria-label={label}
      {...button}
    >
      <LineIcon className="h-4 w-4" d={icon} />
    </button>
  );
}
