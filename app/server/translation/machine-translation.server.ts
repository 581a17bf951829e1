// Capability: machine translation. This module puts the providers behind one interface: a
// Workers AI translation model (binding AI) in production, or a LibreTranslate-compatible
// endpoint (TRANSLATE_URL). Placeholders, tags and URLs must survive; a result that loses one is
// refused for that key (app/domain/translation/guard.ts). Its users are the Translation Manager
// (app/routes/admin/translations/) and campaign sending (app/server/email/campaign-language.server.ts);
// stored translations are app/data/translations.ts, the dictionaries app/i18n/.
import { chunks } from "~/utils/chunks";
import { lostTokens } from "~/domain/translation/guard";
import { getLanguage, isLanguageCode } from "~/i18n/languages";

export type TranslationOutcome = { key: string; text: string } | { key: string; error: string };

export interface TranslationProvider {
  readonly name: string;
  /** Translates a batch; one entry per input, in order (an Error for a failed item). */
  translateBatch(texts: string[], source: string, target: string): Promise<(string | Error)[]>;
}

/** Items per request, within what providers accept. */
export const TRANSLATION_BATCH_SIZE = 20;

/** Provider language codes: LibreTranslate and m2m100 use plain ISO codes (an added language's
 * is its tag's language subtag: pt-br -> pt). */
export function providerCode(lang: string): string {
  if (lang === "zh-cn") return "zh";
  if (lang === "zh-tw") return "zt";
  if (lang === "fil") return "tl";
  return (isLanguageCode(lang) ? getLanguage(lang).tag : lang).split("-")[0]!;
}

export class LibreTranslateProvider implements TranslationProvider {
  readonly name = "LibreTranslate";
  private readonly url: string;
  constructor(url: string) {
    this.url = url.replace(/\/+$/, "");
  }
  async translateBatch(
    texts: string[],
    source: string,
    target: string,
  ): Promise<(string | Error)[]> {
    const res = await fetch(`${this.url}/translate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ q: texts, source, target, format: "text" }),
    });
    if (!res.ok) throw new Error(`translation service answered ${res.status}`);
    const body = (await res.json()) as { translatedText?: unknown };
    const out = body.translatedText;
    if (!Array.isArray(out) || out.length !== texts.length)
      throw new Error("translation service sent an unexpected answer");
    return out.map((t) => (typeof t === "string" ? t : new Error("not a text")));
  }
}

type AiBinding = {
  run: (
    model: string,
    input: { text: string; source_lang: string; target_lang: string },
  ) => Promise<{ translated_text?: string }>;
};

export class WorkersAiProvider implements TranslationProvider {
  readonly name = "Workers AI";
  private readonly ai: AiBinding;
  constructor(ai: AiBinding) {
    this.ai = ai;
  }
  async translateBatch(
    texts: string[],
    source: string,
    target: string,
  ): Promise<(string | Error)[]> {
    return Promise.all(
      texts.map(async (text) => {
        try {
          const out = await this.ai.run("@cf/meta/m2m100-1.2b", {
            text,
            source_lang: source,
            target_lang: target,
          });
          return out.translated_text ?? new Error("no translation returned");
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      }),
    );
  }
}

/** The configured provider, or null when neither is set up. */
export function translationProvider(env: Env): TranslationProvider | null {
  const ai = (env as unknown as { AI?: AiBinding }).AI;
  if (ai) return new WorkersAiProvider(ai);
  if (env.TRANSLATE_URL) return new LibreTranslateProvider(env.TRANSLATE_URL);
  return null;
}

/**
 * Translates each item from `source` (English unless given) into `target` in batches. A failed batch or a result that
 * loses a placeholder, tag or URL becomes an error for those keys; the rest are kept.
 */
export async function machineTranslate(
  provider: TranslationProvider,
  items: { key: string; text: string }[],
  target: string,
  source: string = "en",
): Promise<TranslationOutcome[]> {
  const outcomes: TranslationOutcome[] = [];
  for (const batch of chunks(items, TRANSLATION_BATCH_SIZE)) {
    let results: (string | Error)[];
    try {
      results = await provider.translateBatch(
        batch.map((b) => b.text),
        providerCode(source),
        providerCode(target),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      outcomes.push(...batch.map((b) => ({ key: b.key, error: message })));
      continue;
    }
    batch.forEach((item, j) => {
      const result = results[j];
      if (result instanceof Error || result === undefined) {
        outcomes.push({ key: item.key, error: result?.message ?? "no translation returned" });
        return;
      }
      const lost = lostTokens(item.text, result);
      if (lost.length > 0)
        outcomes.push({ key: item.key, error: `lost or altered ${lost.join(", ")}` });
      else if (result.trim() === "") outcomes.push({ key: item.key, error: "empty translation" });
      else outcomes.push({ key: item.key, text: result });
    });
  }
  return outcomes;
}
