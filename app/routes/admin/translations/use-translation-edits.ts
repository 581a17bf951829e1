// The Translation Manager's pending edits (spec section 4, "Translation editing"): kept per edited
// language, so switching languages and back loses nothing (issue 32), cleared for a language once
// its save succeeds; machine output merged in as unreviewed edits of the language it was asked
// for. The edits live in a draft store (draft-store.ts), so a keystroke renders only what it
// changes. Saving and translating post to the route's action, whose answers carry their toasts.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { useActionToast } from "~/components/admin/use-action-toast";
import type { ActionResult } from "~/schemas/action-result";
import { createDraftStore, type DraftStore, type Pending } from "./draft-store";

/** What the action adds to its answer to "save" and "translate". */
type SaveResult = ActionResult<{ saved: number; language: string }>;
type TranslateResult = ActionResult<{
  results: { key: string; text: string }[];
  failed: { key: string; error: string }[];
}>;

/** Shown while Enable Auto-Translate is off (the action refuses with the same meaning). */
export const AUTO_TRANSLATE_OFF_NOTE =
  "Machine translation is off: Enable Auto-Translate is turned off in Site Settings.";

const NONE: Pending = {};

export function useTranslationEdits(lang: string) {
  const revalidator = useRevalidator();
  const saver = useFetcher<SaveResult>();
  const translator = useFetcher<TranslateResult>();
  // One store per visit of the screen: leaving it (after the leave guard) drops the edits.
  const [drafts] = useState(createDraftStore);
  const unsaved = useSyncExternalStore(drafts.subscribe, drafts.unsaved, drafts.unsaved);
  // What was sent: an answer applies to the language it was asked for, not the one now shown.
  const sent = useRef({ saved: { lang, edits: NONE }, translated: lang });

  // Each answer once: the saved edits leave the store (and the saved texts are loaded again),
  // machine texts join it.
  const saved = saver.state === "idle" ? saver.data : undefined;
  useEffect(() => {
    if (!saved?.ok) return;
    drafts.saved(sent.current.saved.lang, sent.current.saved.edits);
    void revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [saved]);
  const translated = translator.state === "idle" ? translator.data : undefined;
  useEffect(() => {
    const results = translated?.ok ? (translated.results ?? []) : [];
    if (results.length > 0) drafts.offer(sent.current.translated, results);
  }, [translated, drafts]);

  // The toasts talk to things outside this component.
  useActionToast(saved);
  useActionToast(translated);

  /** Records an edit typed (or accepted) by the admin; the same function while the language
   * stays, so rows that did not change skip their render. */
  const edit = useCallback(
    (key: string, text: string) => drafts.type(lang, key, text),
    [drafts, lang],
  );

  const submitTranslate = translator.submit;
  const translate = useCallback(
    (mode: "missing" | "all") => {
      sent.current.translated = lang;
      void submitTranslate(
        { intent: "translate", language: lang, mode },
        { method: "post", encType: "application/json" },
      );
    },
    [lang, submitTranslate],
  );
  const translateMissing = useCallback(() => translate("missing"), [translate]);

  return {
    drafts,
    /** Every language with unsaved edits, and how many. */
    unsaved,
    pendingCount: unsaved.find((u) => u.code === lang)?.count ?? 0,
    edit,
    translate,
    translateMissing,
    save: () => {
      const pending = drafts.pending(lang);
      sent.current.saved = { lang, edits: pending };
      void saver.submit(
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
      );
    },
    saving: saver.state !== "idle",
    translating: translator.state !== "idle",
  };
}

/** How many keys are still missing: missing when loaded, and no edit with text since. */
export function useMissingCount(
  rows: { key: string; missing: boolean }[],
  drafts: DraftStore,
  lang: string,
) {
  const missing = useMemo(() => rows.filter((r) => r.missing).map((r) => r.key), [rows]);
  const count = useCallback(
    () => missing.filter((key) => !drafts.text(lang, key)).length,
    [missing, drafts, lang],
  );
  return useSyncExternalStore(drafts.subscribe, count, count);
}
