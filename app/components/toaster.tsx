// Toasts (spec section 4): only one at a time, a new one replaces the old, default 5000 ms.
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import type { MessageKey } from "~/i18n/dictionaries/en";
import type { Flash } from "~/schemas/flash";
import { useI18n } from "./i18n-provider";

export const TOAST_DURATION_MS = 5000;

export type Toast = {
  id: number;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  duration?: number;
};

type ToastApi = {
  toast: (toast: Omit<Toast, "id">) => void;
  dismiss: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);
let nextId = 1;

export function ToastProvider({
  flash,
  children,
}: {
  flash: Flash | null;
  children: React.ReactNode;
}) {
  const { t } = useI18n();
  const fromFlash = useCallback(
    (f: Flash): Toast => ({
      id: nextId++,
      type: f.type,
      title: f.key ? t(f.key as MessageKey, f.vars) : (f.text ?? ""),
      description: f.description,
      duration: f.duration,
    }),
    [t],
  );
  const [current, setCurrent] = useState<Toast | null>(() => (flash ? fromFlash(flash) : null));
  const seenFlash = useRef(flash);

  useEffect(() => {
    if (flash && flash !== seenFlash.current) setCurrent(fromFlash(flash));
    seenFlash.current = flash;
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

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside ToastProvider");
  return api;
}
