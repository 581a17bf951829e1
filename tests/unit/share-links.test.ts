import { beforeAll, describe, expect, it } from "vitest";
import { telegramShareUrl, whatsappShareUrl } from "~/domain/referral/share-links";
import { en } from "~/i18n/dictionaries/en";
import { LANGUAGES } from "~/i18n/languages";
import { bundledDictionaries, loadBundledLanguages } from "~/server/i18n/messages.server";

// The 21 other dictionaries load on first use (issue 34); these tests read them all at once.
beforeAll(() => loadBundledLanguages());

const PAGE = "https://waymark.example/hi/join";

describe("share links", () => {
  it("WhatsApp: wa.me with one text parameter holding the text and the page URL", () => {
    const text = "गाइड & more? #1";
    const link = new URL(whatsappShareUrl(PAGE, text));
    expect(link.origin + link.pathname).toBe("https://wa.me/");
    expect([...link.searchParams.keys()]).toEqual(["text"]);
    expect(link.searchParams.get("text")).toBe(`${text} ${PAGE}`);
    expect(link.hash).toBe("");
  });

  it("Telegram: t.me/share/url with the page URL and the text as separate parameters", () => {
    const text = "دليل & more? #1";
    const link = new URL(telegramShareUrl(PAGE, text));
    expect(link.origin + link.pathname).toBe("https://t.me/share/url");
    expect([...link.searchParams.keys()]).toEqual(["url", "text"]);
    expect(link.searchParams.get("url")).toBe(PAGE);
    expect(link.searchParams.get("text")).toBe(text);
  });

  it("the share text exists in all 22 languages, translated, without income promises", () => {
    expect(LANGUAGES).toHaveLength(22);
    for (const { code } of LANGUAGES) {
      const text = bundledDictionaries[code]["general.share.text"];
      expect(text, code).toBeTruthy();
      if (code !== "en") expect(text, code).not.toBe(en["general.share.text"]);
      expect(bundledDictionaries[code]["general.share.label"], code).toBeTruthy();
    }
    // The English source names the risks and promises no earnings.
    expect(en["general.share.text"]).toMatch(/risks/);
    expect(en["general.share.text"]).not.toMatch(/earn|guarantee|profit|\$/i);
  });
});
