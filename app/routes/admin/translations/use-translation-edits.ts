// The Translation Manager's pending edits (spec section 4, "Translation editing"): edits per
// edited language, cleared when the language changes or after a save; machine output merged in
// as unreviewed edits. Saving and translating post to the route's action, whose answers carry
// their toasts.
import { useEffect, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { useActionToast } from "~/components/admin/use-action-toast";
import type { ActionResult } from "~/schemas/action-result";

export type Pending = Record<string, { text: string; source: "human" | "machine" }>;

/** What the action adds to its answer to "save" and "translate". */
type SaveResult = ActionResult<{ saved: number; language: string }>;
type TranslateResult = ActionResult<{
  results: { key: string; text: string }[];
  failed: { key: string; error: string }[];
}>;

/** Shown while Enable Auto-Translate is off (the action refuses with the same meaning). */
export const AUTO_TRANSLATE_OFF_NOTE =
  "Machine translation is off: Enable Auto-Translate is turned off in Site Settings.";

export function useTranslationEdits(lang: string) {
  const revalidator = useRevalidator();
  const saver = useFetcher<SaveResult>();
  const translator = useFetcher<TranslateResult>();
  const [pending, setPending] = useState<Pending>({});

  // State follows new answers while rendering (not in effects): a new language clears the
  // edits, a successful save clears them, machine output is merged into them.
  // One update of `seen` per render: two spreads of the same old value undo each other's change,
  // and the render runs again (clearing the edits a second time).
  const [seen, setSeen] = useState({ lang, saved: saver.data, translated: translator.data });
  let next = seen;
  if (next.lang !== lang) {
    next = { ...next, lang };
    setPending({});
  }
  if (saver.state === "idle" && saver.data !== next.saved) {
    next = { ...next, saved: saver.data };
    if (saver.data?.ok) setPending({});
  }
  if (translator.state === "idle" && translator.data !== next.translated) {
    next = { ...next, translated: translator.data };
    const data = translator.data;
    const results = data?.ok ? (data.results ?? []) : [];
    if (results.length > 0) {
      setPending((p) => ({
        ...p,
        ...Object.fromEntries(
          results.map((r) => [r.key, { text: r.text, source: "machine" as const }]),
        ),
      }));
    }
  }
  if (next !== seen) setSeen(next);

  // The toasts, and the reload of the saved texts, talk to things outside this component.
  useActionToast(saver.state === "idle" ? saver.data : undefined);
  useActionToast(translator.state === "idle" ? translator.data : undefined);
  useEffect(() => {
    if (saver.state === "idle" && saver.data?.ok) void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [saver.data, saver.state]);

  return {
    pending,
    /** Records an edit typed (or accepted) by the admin. */
    edit: (key: string, text: string) =>
      setPending((p) => ({ ...p, [key]: { text, source: "human" } })),
    translate: (mode: "missing" | "all") =>
      translator.submit(
        { intent: "translate", language: lang, mode },
        { method: "post", encType: "application/json" },
      ),
    save: () =>
      saver.submit(
        {
          intent: "save",
          language: lang,
          edits: Object.entries(pending).map(([key, v]) => ({
            key,
            text: v.text,
            source: v.source,
          })),
        },
        { method: "post", encType: "application/json" },
      ),
    saving: saver.state !== "idle",
    translating: translator.state !== "idle",
  };
}
