// Link previews: every public page in every language names its own preview image (Open Graph and
// Twitter card), drawn at build time in the page's language (scripts/build-images.ts), and the
// fetchers of WhatsApp and Telegram get both the tags and the image. The drawing itself is checked
// too: shaped text in each script, right-to-left order, and a character no font has stops it.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LANGUAGES, localizedPath, type LanguageCode } from "~/i18n/languages";
import { SITE_PAGE_TEXT, type SitePagePath } from "~/i18n/site-page-text";
import { cardText } from "../../scripts/build-images.ts";
import { fontRuns, languageFonts } from "../../scripts/images/fonts.ts";
import { breakUnits, shapeLine, type TextStyle } from "../../scripts/images/text-layout.ts";
import { baseURL } from "./browser";
import { decodePng, pngSize } from "./png";

const PAGES = Object.keys(SITE_PAGE_TEXT) as SitePagePath[];
/** A language of every script family the site has. */
const SAMPLE: LanguageCode[] = ["en", "hi", "ar", "ur", "zh-cn", "ja", "ta", "si", "el", "ru"];
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36";
const WHATSAPP_UA = "WhatsApp/2.23.20.0 A";
const TELEGRAM_UA = "TelegramBot (like TwitterBot)";
const MAX_BYTES = 300 * 1024;

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The page's <meta> tags, by property or name. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, attributes] of html.matchAll(/<meta\s([^>]*?)\/?>/g)) {
    const attrs = Object.fromEntries(
      [...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, unescapeHtml(v!)]),
    );
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined) tags.set(key, attrs.content);
  }
  return tags;
}

/** Runs `task` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

async function pageTags(lang: LanguageCode, path: SitePagePath, userAgent: string) {
  const res = await fetch(`${baseURL()}${localizedPath(lang, path)}`, {
    headers: { "User-Agent": userAgent },
  });
  expect(res.status, `${lang} ${path}`).toBe(200);
  return metaTags(await res.text());
}

async function fetchImage(url: string, userAgent: string) {
  const res = await fetch(url, { headers: { "User-Agent": userAgent } });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const everyPage = LANGUAGES.flatMap((l) => PAGES.map((path) => ({ lang: l.code, path })));

describe("link-preview tags and images", () => {
  it("each of the 22 × 6 pages names its own PNG: 200 image/png, 1200 × 630, under 300 KB, cached by version", async () => {
    const seen = new Map<string, string>();
    const version = new Set<string>();
    await eachLimited(everyPage, 4, async ({ lang, path }) => {
      const where = `${lang} ${path}`;
      const tags = await pageTags(lang, path, BROWSER_UA);
      const image = tags.get("og:image") ?? "";
      const name = path === "/" ? "home" : path.slice(1);
      const match = new RegExp(`^${baseURL()}/og/${lang}/${name}\\.png\\?v=([0-9a-f]{12})$`).exec(
        image,
      );
      expect(match, `${where}: ${image}`).not.toBeNull();
      version.add(match![1]!);
      const { title } = cardText(lang, path);
      expect(tags.get("og:image:width"), where).toBe("1200");
      expect(tags.get("og:image:height"), where).toBe("630");
      expect(tags.get("og:image:type"), where).toBe("image/png");
      expect(tags.get("og:image:alt"), where).toBe(`Waymark: ${title}`);
      expect(tags.get("twitter:card"), where).toBe("summary_large_image");
      expect(tags.get("twitter:image"), where).toBe(image);

      const { res, bytes } = await fetchImage(image, BROWSER_UA);
      expect(res.status, where).toBe(200);
      expect(res.headers.get("Content-Type"), where).toBe("image/png");
      expect(res.headers.get("Cache-Control"), where).toContain("immutable");
      expect(pngSize(bytes), where).toEqual({ width: 1200, height: 630 });
      expect(bytes.byteLength, where).toBeLessThan(MAX_BYTES);
      seen.set(createHash("sha256").update(bytes).digest("hex"), where);
    });
    // One version for the whole build, and a different picture for every page and language.
    expect([...version]).toHaveLength(1);
    expect(seen.size).toBe(everyPage.length);
  });

  it("WhatsApp's and Telegram's fetchers get the tags and can fetch the image", async () => {
    const cases = SAMPLE.flatMap((lang) =>
      PAGES.flatMap((path) => [WHATSAPP_UA, TELEGRAM_UA].map((ua) => ({ lang, path, ua }))),
    );
    await eachLimited(cases, 4, async ({ lang, path, ua }) => {
      const where = `${lang} ${path} (${ua})`;
      const tags = await pageTags(lang, path, ua);
      const image = tags.get("og:image");
      expect(image, where).toMatch(/^http:\/\/localhost:\d+\/og\//);
      expect(tags.get("twitter:card"), where).toBe("summary_large_image");
      const { res, bytes } = await fetchImage(image!, ua);
      expect(res.status, where).toBe(200);
      expect(res.headers.get("Content-Type"), where).toBe("image/png");
      expect(pngSize(bytes), where).toEqual({ width: 1200, height: 630 });
    });
  });
});

/** Pixels that are not the background, and the box of the white (title) ones, below the header. */
function ink(bytes: Uint8Array) {
  const png = decodePng(bytes);
  let inked = 0;
  let total = 0;
  let left = png.width;
  let right = -1;
  // Every other row and column: plenty for shares and a box to within a pixel.
  for (let y = 150; y < 600; y += 2) {
    for (let x = 0; x < png.width; x += 2) {
      const i = (y * png.width + x) * 4;
      const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
      total++;
      // The background is #0f172a.
      if (Math.abs(r - 0x0f) + Math.abs(g - 0x17) + Math.abs(b - 0x2a) > 60) inked++;
      if (r > 250 && g > 250 && b > 250) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  }
  return { png, share: inked / total, left, right };
}

function isAccent(png: ReturnType<typeof decodePng>, x: number, y: number): boolean {
  const i = (y * png.width + x) * 4;
  return png.data[i] === 0x05 && png.data[i + 1] === 0x96 && png.data[i + 2] === 0x69;
}

describe("the images show the page's own words", () => {
  it("text in every sampled script: inked, not English's, starting on the reading side", async () => {
    const images = new Map<string, Uint8Array>();
    const imageFor = async (lang: LanguageCode, path: SitePagePath) => {
      const key = `${lang}${path}`;
      if (!images.has(key)) {
        const tags = await pageTags(lang, path, BROWSER_UA);
        images.set(key, (await fetchImage(tags.get("og:image")!, BROWSER_UA)).bytes);
      }
      return images.get(key)!;
    };
    for (const lang of SAMPLE) {
      const rtl = LANGUAGES.find((l) => l.code === lang)!.dir === "rtl";
      for (const path of PAGES) {
        const where = `${lang} ${path}`;
        const own = ink(await imageFor(lang, path));
        // Words, not an empty card and not a filled block.
        expect(own.share, where).toBeGreaterThan(0.01);
        expect(own.share, where).toBeLessThan(0.4);
        // The title starts at the reading side's margin (72 px) and the mark is on that side.
        if (rtl) {
          expect(own.right, where).toBeGreaterThan(1110);
          expect(isAccent(own.png, 1121, 90), where).toBe(true);
          expect(isAccent(own.png, 78, 90), where).toBe(false);
        } else {
          expect(own.left, where).toBeLessThan(90);
          expect(isAccent(own.png, 78, 90), where).toBe(true);
        }
        if (lang === "en") continue;
        const english = ink(await imageFor("en", path));
        let differ = 0;
        for (let i = 0; i < own.png.data.length; i += 8)
          if (own.png.data[i] !== english.png.data[i]) differ++;
        expect(differ / (own.png.data.length / 8), where).toBeGreaterThan(0.01);
      }
    }
  });
});

describe("drawing text (scripts/images)", () => {
  const style = async (lang: LanguageCode): Promise<TextStyle> => {
    const language = LANGUAGES.find((l) => l.code === lang)!;
    return {
      files: await languageFonts(lang),
      tag: language.tag,
      rtl: language.dir === "rtl",
      size: 100,
      weight: 700,
    };
  };

  it("shapes complex scripts: conjuncts and ligatures take fewer glyphs than characters", async () => {
    const samples: [LanguageCode, string][] = [
      ["hi", "क्ष"],
      ["bn", "ক্ষ"],
      ["ta", "க்ஷ"],
      ["te", "క్ష"],
      ["kn", "ಕ್ಷ"],
      ["ml", "ന്ന"],
      ["or", "କ୍ଷ"],
      ["si", "ක්"],
    ];
    for (const [lang, text] of samples) {
      const glyphs = shapeLine(text, await style(lang)).glyphs;
      expect(glyphs.length, `${lang} ${text}`).toBeLessThan([...text].length);
    }
    // Devanagari's short i is written before the consonant it follows.
    const hi = await style("hi");
    const ki = shapeLine("कि", hi).glyphs;
    const ka = shapeLine("क", hi).glyphs[0]!;
    expect(ki).toHaveLength(2);
    expect(ki[0]!.d).not.toBe(ka.d);
    expect(ki[1]!.d).toBe(ka.d);
    expect(ki[0]!.x).toBeLessThan(ki[1]!.x);
  });

  it("joins Arabic letters and orders a right-to-left line with a Latin word in it", async () => {
    const ar = await style("ar");
    const joined = shapeLine("ععع", ar).glyphs;
    const alone = shapeLine("ع", ar).glyphs[0]!;
    // Initial, medial and final forms: three different shapes, none the letter on its own.
    expect(joined).toHaveLength(3);
    expect(new Set(joined.map((g) => g.d)).size).toBe(3);
    expect(joined.map((g) => g.d)).not.toContain(alone.d);

    const ur = await style("ur");
    const latin = new Set(shapeLine("AI", ur).glyphs.map((g) => g.d));
    const line = shapeLine("AI اسسٹنٹ", ur).glyphs;
    const latinX = line.filter((g) => latin.has(g.d)).map((g) => g.x);
    const urduX = line.filter((g) => !latin.has(g.d)).map((g) => g.x);
    expect(latinX).toHaveLength(2);
    // Read from the right: "AI" comes first, so it is drawn right of every Urdu letter.
    expect(Math.min(...latinX)).toBeGreaterThan(Math.max(...urduX));
  });

  it("breaks Japanese between words, never before 、; a character no font has is an error", async () => {
    const units = breakUnits("参加する前に、スロットプログラムを理解しよう", "ja");
    expect(units.length).toBeGreaterThan(3);
    expect(units.join("")).toBe("参加する前に、スロットプログラムを理解しよう");
    expect(units.some((u) => u.startsWith("、"))).toBe(false);
    expect(units).toContain("スロット");
    expect(units).toContain("に、");
    const hi = await languageFonts("hi");
    expect(() => fontRuns(hi, "한국어", "hi")).toThrow(/No font has U\+D55C/);
  });
});
