// Toasts (spec section 4): only one at a time, a new one replaces the old, default 5000 ms.
import { createContext, useCallback, useContext, useEffect, useState } from "react";
import type { MessageKey } from "~/i18n/dictionaries/en";
import type { FlashToast } from "~/schemas/flash";
import { useI18n } from "./i18n-provider";

export const TOAST_DURATION_MS = 5000;

export type Toast = {
  id: number;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  duration?: number;
  /** The flash it shows, if it came from one. */
  flashId?: string;
};

type ToastApi = {
  toast: (toast: Omit<Toast, "id">) => void;
  dismiss: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

/** Flash ids this tab has shown, newest last. A flash is read by every request until it expires
 * (app/server/http/cookies.server.ts), so the loader data of later revalidations, and of a reload,
 * carry it again. Kept for the tab (sessionStorage), and in memory when storage is refused. */
const SHOWN_KEY = "wm-flash-shown";
const SHOWN_LIMIT = 20;
const shownInMemory: string[] = [];

function shownFlashIds(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? "[]");
    return Array.isArray(stored) ? stored.filter((id) => typeof id === "string") : [];
  } catch {
    return shownInMemory;
  }
}

/** Records that the flash is shown; false when it was already. */
function markFlashShown(id: string): boolean {
  const ids = shownFlashIds();
  if (ids.includes(id)) return false;
  const next = [...ids, id].slice(-SHOWN_LIMIT);
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify(next));
  } catch {
    shownInMemory.splice(0, shownInMemory.length, ...next);
  }
  return true;
}

/** Flash ids this page has decided on (shown, or found shown before it loaded). */
const decidedHere = new Set<string>();

export function ToastProvider({
  flash,
  children,
}: {
  flash: FlashToast | null;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  const fromFlash = useCallback(
    (f: FlashToast): Toast => ({
      id: nextId++,
      type: f.type,
      title: f.key ? t(f.key as MessageKey, f.vars) : (f.text ?? ""),
      description: f.description,
      duration: f.duration,
      flashId: f.id,
    }),
    [t],
  );
  // The server renders the flash's toast (it shows without JavaScript); once hydrated, a toast
  // this tab has shown before (a reload within the flash's life) goes away.
  const [current, setCurrent] = useState<Toast | null>(() => (flash ? fromFlash(flash) : null));

  useEffect(() => {
    if (!flash || decidedHere.has(flash.id)) return;
    decidedHere.add(flash.id);
    const isNew = markFlashShown(flash.id);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- sessionStorage, read after hydration only
    setCurrent((c) => {
      const showing = c?.flashId === flash.id;
      if (isNew) return showing ? c : fromFlash(flash);
      return showing ? null : c;
    });
  }, [flash, fromFlash]);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setCurrent(null), current.duration ?? TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current]);

  const [api] = useState<ToastApi>(() => ({
    toast: (toast) => setCurrent({ ...toast, id: nextId++ }),
    dismiss: () => setCurrent(null),
  }));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toast={current} onDismiss={api.dismiss} />
    </ToastContext.Provider>
  );
}

function ToastViewport({ toast, onDismiss }: { toast: Toast | null; onDismiss: () => void }) {
  const { t } = useI18n();
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex justify-center px-4"
    >
      {toast ? (
        <div
          key={toast.id}
          data-testid="toast"
          data-type={toast.type}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border p-4 shadow-lg ${
            toast.type === "error"
              ? "border-red-300 bg-red-50 text-red-900"
              : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
          </div>
          <button
            type="button"
            onClick={onDismiss}
            className="rounded p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2"
            aria-label={t("general.toast.dismiss")}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The toasts' controls: every page is inside the ToastProvider (root.tsx, the admin layout). */
export function useToast(): ToastApi {
  return useContext(ToastContext)!;
}
