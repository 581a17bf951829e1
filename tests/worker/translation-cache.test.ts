// The campaign preview asks the translation provider once per text and language: changing the
// sample (country or language filter) renders again from the kept translation, and the test send
// uses it too. Failed translations are not kept.
import { env } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import { getDb } from "~/data/db";
import { insertTemplate } from "~/data/email-templates";
import * as previewRoute from "~/routes/admin/email-campaigns/preview";
import { withTranslationCache } from "~/server/translation/cached-provider.server";
import type { TranslationProvider } from "~/server/translation/machine-translation.server";
import { routeContext, testAdmin } from "./support/route-context";

const db = getDb(env.DB);

/** What the stand-in provider (tests/support/libretranslate-stub.ts) was asked that contains
 * `text`, by target language. */
async function askedFor(text: string): Promise<string[]> {
  const all = (await (await fetch(`${inject("translateUrl")}/requests`)).json()) as {
    q: string[];
    target: string;
  }[];
  return all.filter((r) => r.q.some((q) => q.includes(text))).map((r) => r.target);
}

describe("the campaign preview's translations", () => {
  it("are asked for once per language, however often the sample changes", async () => {
    const marker = crypto.randomUUID();
    const [template] = await insertTemplate(db, {
      name: `Cached ${marker}`,
      subject: `Hello {name} ${marker}`,
      body: `Dear {name},\n\nJoin us ${marker}`,
      language: "en",
    });
    const preview = async (language: string, countryFilter: string) =>
      previewRoute.loader({
        request: new Request(
          `https://waymark.test/admin/email-campaigns/preview?${new URLSearchParams({
            templateId: String(template!.id),
            language,
            languageFilter: "all",
            countryFilter,
            useTranslation: "true",
          })}`,
        ),
        context: routeContext({
          admin: await testAdmin(),
          env: { TRANSLATE_URL: inject("translateUrl") },
        }),
        params: {},
      } as never);

    for (const country of ["all", "India", "Nepal"]) {
      expect(await preview("es", country)).toMatchObject({
        ok: true,
        email: { subject: `[es] Hello Alex ${marker}`, source: "machine" },
      });
    }
    expect(await askedFor(marker)).toEqual(["es"]);
    // Another language is asked for once too.
    await preview("fr", "all");
    await preview("fr", "India");
    expect(await askedFor(marker)).toEqual(["es", "fr"]);
  });
});

describe("withTranslationCache", () => {
  /** A provider that records what it is asked and fails on "broken". */
  function countingProvider() {
    const asked: string[][] = [];
    const provider: TranslationProvider = {
      name: `counting-${crypto.randomUUID()}`,
      async translateBatch(texts, _source, target) {
        asked.push(texts);
        return texts.map((t) => (t === "broken" ? new Error("boom") : `${target}:${t}`));
      },
    };
    return { provider, asked };
  }

  it("asks only for texts it has not kept, keeps the order, and does not keep failures", async () => {
    const { provider, asked } = countingProvider();
    const cached = withTranslationCache(provider, env.KV);
    expect(await cached.translateBatch(["a", "b"], "en", "de")).toEqual(["de:a", "de:b"]);
    expect(await cached.translateBatch(["c", "b", "a"], "en", "de")).toEqual([
      "de:c",
      "de:b",
      "de:a",
    ]);
    // Another target language is another translation.
    expect(await cached.translateBatch(["a"], "en", "fr")).toEqual(["fr:a"]);
    const first = await cached.translateBatch(["broken", "a"], "en", "de");
    expect(first[0]).toBeInstanceOf(Error);
    expect(first[1]).toBe("de:a");
    await cached.translateBatch(["broken"], "en", "de");
    expect(asked).toEqual([["a", "b"], ["c"], ["a"], ["broken"], ["broken"]]);
  });
});
