// The Translation Manager's pending edits (spec section 4, "Translation editing"): kept per edited
// language, so switching languages and back loses nothing (issue 32), cleared for a language once
// its save succeeds; machine output merged in as unreviewed edits of the language it was asked
// for. Saving and translating post to the route's action, whose answers carry their toasts.
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { useActionToast } from "~/components/admin/use-action-toast";
import type { ActionResult } from "~/schemas/action-result";

export type Edit = { text: string; source: "human" | "machine" };
export type Pending = Record<string, Edit>;
/** Pending edits by language code. */
type Drafts = Record<string, Pending>;

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

/** The drafts without the edits that were saved (an edit typed again while saving stays). */
function withoutSaved(drafts: Drafts, lang: string, saved: Pending): Drafts {
  const left = Object.fromEntries(
    Object.entries(drafts[lang] ?? {}).filter(([key, e]) => saved[key]?.text !== e.text),
  );
  const { [lang]: _saved, ...others } = drafts;
  return Object.keys(left).length ? { ...others, [lang]: left } : others;
}

export function useTranslationEdits(lang: string) {
  const revalidator = useRevalidator();
  const saver = useFetcher<SaveResult>();
  const translator = useFetcher<TranslateResult>();
  const [drafts, setDrafts] = useState<Drafts>({});
  // What was sent: an answer applies to the language it was asked for, not the one now shown.
  const sent = useRef({ saved: { lang, edits: NONE }, translated: lang });

  // State follows new answers while rendering (not in effects). One update of `seen` per render:
  // two spreads of the same old value undo each other's change.
  const [seen, setSeen] = useState({ saved: saver.data, translated: translator.data });
  let next = seen;
  if (saver.state === "idle" && saver.data !== next.saved) {
    next = { ...next, saved: saver.data };
    const { lang: savedLang, edits } = sent.current.saved;
    if (saver.data?.ok) setDrafts((d) => withoutSaved(d, savedLang, edits));
  }
  if (translator.state === "idle" && translator.data !== next.translated) {
    next = { ...next, translated: translator.data };
    const data = translator.data;
    const results = data?.ok ? (data.results ?? []) : [];
    const target = sent.current.translated;
    if (results.length > 0) {
      setDrafts((d) => ({
        ...d,
        [target]: {
          ...d[target],
          ...Object.fromEntries(
            results.map((r) => [r.key, { text: r.text, source: "machine" as const }]),
          ),
        },
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

  const pending = drafts[lang] ?? NONE;
  /** Records an edit typed (or accepted) by the admin; the same function while the language
   * stays, so rows that did not change skip their render. */
  const edit = useCallback(
    (key: string, text: string) =>
      setDrafts((d) => ({ ...d, [lang]: { ...d[lang], [key]: { text, source: "human" } } })),
    [lang],
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
    pending,
    /** Every language with unsaved edits, and how many. */
    unsaved: Object.entries(drafts).map(([code, p]) => ({ code, count: Object.keys(p).length })),
    edit,
    translate,
    translateMissing,
    save: () => {
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
