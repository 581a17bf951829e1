// The Translation Manager's pending edits (spec section 4, "Translation editing"): edits per
// edited language, cleared when the language changes or after a save; machine output merged in
// as unreviewed edits. Saving and translating post to the route's action.
import { useEffect, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { useToast } from "~/components/toaster";
import { AUTO_TRANSLATE_OFF } from "~/domain/translation/auto-translate";

export type Pending = Record<string, { text: string; source: "human" | "machine" }>;

/** What the action answers to "save" and "translate". */
export type SaveResult =
  { ok: true; saved: number; language: string } | { ok: false; error: string };
export type TranslateResult =
  | {
      ok: true;
      results: { key: string; text: string }[];
      failed: { key: string; error: string }[];
    }
  | { ok: false; error: string };

export const NO_PROVIDER =
  "No translation provider is configured. Set TRANSLATE_URL (a LibreTranslate-compatible endpoint) or bind Workers AI as AI.";

/** Shown while Enable Auto-Translate is off (the action refuses with the same meaning). */
export const AUTO_TRANSLATE_OFF_NOTE =
  "Machine translation is off: Enable Auto-Translate is turned off in Site Settings.";

export function useTranslationEdits(lang: string, languageName: string) {
  const { toast } = useToast();
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
    if (data?.ok && data.results.length > 0) {
      setPending((p) => ({
        ...p,
        ...Object.fromEntries(
          data.results.map((r) => [r.key, { text: r.text, source: "machine" as const }]),
        ),
      }));
    }
  }
  if (next !== seen) setSeen(next);

  // Toasts and the reload of the saved texts talk to things outside this component.
  useEffect(() => {
    const data = saver.data;
    if (!data || saver.state !== "idle") return;
    if (data.ok) {
      toast({
        type: "success",
        title: "Success",
        description: `Updated ${data.saved} translations for ${languageName}`,
      });
      void revalidator.revalidate();
    } else toast({ type: "error", title: "Error", description: data.error });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [saver.data, saver.state]);

  useEffect(() => {
    const data = translator.data;
    if (!data || translator.state !== "idle") return;
    toast(translationToast(data, languageName));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [translator.data, translator.state]);

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

/** The toast for a machine-translation answer (spec section 8, "Translations"). */
function translationToast(data: TranslateResult, languageName: string) {
  if (!data.ok) {
    return {
      type: "error" as const,
      title: "Translation failed",
      description:
        data.error === NO_PROVIDER || data.error === AUTO_TRANSLATE_OFF
          ? data.error
          : "Failed to generate translations. Please try again.",
    };
  }
  const { results, failed } = data;
  if (results.length === 0 && failed.length === 0) {
    return { type: "info" as const, title: "No missing translations" };
  }
  if (results.length === 0) {
    return {
      type: "error" as const,
      title: "Translation failed",
      description: `Failed to generate translations. Please try again. ${failed
        .slice(0, 3)
        .map((f) => `${f.key}: ${f.error}`)
        .join("; ")}`,
    };
  }
  const refused = failed.length
    ? `; ${failed.length} refused: ${failed
        .slice(0, 3)
        .map((f) => `${f.key} (${f.error})`)
        .join("; ")}`
    : "";
  return {
    type: failed.length ? ("error" as const) : ("success" as const),
    title: "Translations generated",
    description: `Generated ${results.length} translations for ${languageName}${refused}`,
  };
}
