import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { NONCE_PLACEHOLDER } from "~/server/http/security-headers.server";
import { LruCache } from "~/utils/lru-cache";
import {
  compilePage,
  injectReferralLink,
  REFERRAL_PLACEHOLDER as P,
  renderPage,
} from "~/server/pages/page-cache.server";

describe("referral link injection into cached pages", () => {
  const page = `<a href="${P}">x</a><input value="${P}"/><script>window.__ctx.enqueue("[\\"${P}\\"]")</script><p>${P}</p>`;

  it("puts the link HTML-escaped in markup and raw in scripts", () => {
    const out = injectReferralLink(page, "https://example.com/r?a=1&b='2'");
    expect(out).toBe(
      `<a href="https://example.com/r?a=1&amp;b=&#x27;2&#x27;">x</a><input value="https://example.com/r?a=1&amp;b=&#x27;2&#x27;"/>` +
        `<script>window.__ctx.enqueue("[\\"https://example.com/r?a=1&b='2'\\"]")</script><p>https://example.com/r?a=1&amp;b=&#x27;2&#x27;</p>`,
    );
    expect(out).not.toContain(P);
  });

  it("never lets a link break out of an attribute or a script", () => {
    const out = injectReferralLink(page, `https://example.com/"><script>alert(1)</script>\\`);
    expect(out).not.toContain("<script>alert");
    expect(out).toContain("%22%3E%3Cscript%3Ealert(1)%3C/script%3E%5C");
  });
});

describe("compiled pages", () => {
  it("keep a link's $ signs as they are", () => {
    const html = `<a href="${P}"></a><script>x("${P}")</script>`;
    const link = "http://a.aa/#$$&$'";
    const expected = `<a href="http://a.aa/#$$&amp;$&#x27;"></a><script>x("http://a.aa/#$$&$'")</script>`;
    expect(injectReferralLink(html, link)).toBe(expected);
    expect(new TextDecoder().decode(renderPage(compilePage(html), { link, nonce: "n" }))).toBe(
      expected,
    );
  });

  it("render the same bytes as the injection, for any page and link", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(fc.string(), fc.constant(P), fc.constant("<script>"), fc.constant("</script>")),
        ),
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        (parts, link) => {
          const html = parts.join("");
          expect(
            new TextDecoder().decode(renderPage(compilePage(html), { link, nonce: "abc123" })),
          ).toBe(injectReferralLink(html, link));
        },
      ),
    );
  });
});

describe("the nonce placeholder", () => {
  it("takes the request's nonce in markup and scripts", () => {
    const html = `<script nonce="${NONCE_PLACEHOLDER}">x("${P}")</script><a href="${P}"></a><link nonce="${NONCE_PLACEHOLDER}">`;
    const out = new TextDecoder().decode(
      renderPage(compilePage(html), { link: "https://e.com/?a&b", nonce: "N0nce+/=" }),
    );
    expect(out).toBe(
      `<script nonce="N0nce+/=">x("https://e.com/?a&b")</script><a href="https://e.com/?a&amp;b"></a><link nonce="N0nce+/=">`,
    );
  });
});

describe("attack: admin-entered text carrying the nonce placeholder", () => {
  it('stays inert: only nonce="..." attributes take the request\'s nonce', () => {
    // What React renders for a translation whose text is the placeholder, or a whole script tag
    // with it: text and attribute values are escaped, and hydration data is a string in a script.
    const typed = `<script nonce="${NONCE_PLACEHOLDER}">alert(1)</script>`;
    const escaped = typed.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");
    const html =
      `<p>${NONCE_PLACEHOLDER}</p><p>${escaped}</p><a title="${escaped}">x</a>` +
      `<script nonce="${NONCE_PLACEHOLDER}">d(${JSON.stringify(JSON.stringify(typed))})</script>`;
    const out = new TextDecoder().decode(
      renderPage(compilePage(html), { link: "https://e.com/", nonce: "RealNonce123" }),
    );
    expect(out.split("RealNonce123")).toHaveLength(2);
    expect(out).toContain(`<script nonce="RealNonce123">d(`);
    expect(out).toContain(`<p>${NONCE_PLACEHOLDER}</p><p>${escaped}</p><a title="${escaped}">`);
  });
});

describe("LRU cache", () => {
  it("drops the least recently used entry, whatever the key type", () => {
    const cache = new LruCache<number, string>(3);
    for (const n of [1, 2, 3]) cache.set(n, String(n));
    cache.get(1);
    cache.set(4, "4");
    expect(cache.size).toBe(3);
    expect([1, 2, 3, 4].map((n) => cache.get(n))).toEqual(["1", undefined, "3", "4"]);
    cache.set(3, "three");
    expect(cache.get(3)).toBe("three");
    expect(cache.size).toBe(3);
  });
});
