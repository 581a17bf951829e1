// Machine translation in production: the Workers AI binding (AI) is in the production
// configuration only, and when present it is the provider the Translation Manager and campaigns
// use. Workers AI is a Cloudflare service, so it is stood in for at its edge: the binding's run().
import { describe, expect, it } from "vitest";
import {
  machineTranslate,
  translationProvider,
} from "~/server/translation/machine-translation.server";
import wranglerToml from "../../wrangler.toml?raw";

/** The text of one [section] of wrangler.toml, up to the next header. */
function section(name: string): string {
  const start = wranglerToml.indexOf(`[${name}]`);
  if (start < 0) return "";
  const rest = wranglerToml.slice(start + name.length + 2);
  return rest.slice(0, rest.search(/^\[/m) < 0 ? undefined : rest.search(/^\[/m));
}

describe("production configuration", () => {
  it("binds Workers AI as AI and says it is production, only in [env.production]", () => {
    expect(section("env.production.ai")).toMatch(/binding\s*=\s*"AI"/);
    expect(section("env.production.vars")).toMatch(/APP_ENV\s*=\s*"production"/);
    // Not at the top level: local runs and tests need no Cloudflare account.
    expect(wranglerToml).not.toMatch(/^\[ai\]/m);
  });
});

describe("the Workers AI provider", () => {
  it("is chosen when the binding is there, before TRANSLATE_URL, and keeps placeholders", async () => {
    const calls: { model: string; source: string; target: string }[] = [];
    const AI = {
      run: async (
        model: string,
        input: { text: string; source_lang: string; target_lang: string },
      ) => {
        calls.push({ model, source: input.source_lang, target: input.target_lang });
        return { translated_text: `[${input.target_lang}] ${input.text}` };
      },
    };
    const provider = translationProvider({
      AI,
      TRANSLATE_URL: "http://127.0.0.1:9",
    } as unknown as Env);
    expect(provider?.name).toBe("Workers AI");
    const out = await machineTranslate(provider!, [{ key: "k", text: "Hi {name}" }], "hi");
    expect(out).toEqual([{ key: "k", text: "[hi] Hi {name}" }]);
    expect(calls).toEqual([{ model: "@cf/meta/m2m100-1.2b", source: "en", target: "hi" }]);
  });

  it("is absent when neither AI nor TRANSLATE_URL is configured", () => {
    expect(translationProvider({} as Env)).toBe(null);
  });
});
