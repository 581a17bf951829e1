import { describe, expect, it } from "vitest";
import {
  isPhoneUserAgent,
  isWalletId,
  SUPPORTED_WALLETS,
  walletBrowserLink,
} from "~/domain/referral/wallet-links";

// A referral link with query parameters, an encoded character and non-ASCII in host, path and
// query, as an administrator might paste it.
const REFERRAL = "https://bücher.example/einladung/grüße?ref=abc&lang=हि&next=%2Fjoin#top";
// Its canonical form (what the wallet must end up opening).
const CANONICAL =
  "https://xn--bcher-kva.example/einladung/gr%C3%BC%C3%9Fe?ref=abc&lang=%E0%A4%B9%E0%A4%BF&next=%2Fjoin#top";

describe("walletBrowserLink", () => {
  it("MetaMask: link.metamask.io/dapp/ followed by the URL without its scheme", () => {
    const link = walletBrowserLink("metamask", REFERRAL);
    expect(link).toBe(`https://link.metamask.io/dapp/${CANONICAL.slice("https://".length)}`);
    // What MetaMask reads back: everything after /dapp/, over https.
    expect(`https://${link.slice("https://link.metamask.io/dapp/".length)}`).toBe(CANONICAL);
  });

  it("Trust Wallet: open_url with coin_id=60 and the encoded URL", () => {
    const link = new URL(walletBrowserLink("trust", REFERRAL));
    expect(link.origin + link.pathname).toBe("https://link.trustwallet.com/open_url");
    expect(link.searchParams.get("coin_id")).toBe("60");
    expect(link.searchParams.get("url")).toBe(CANONICAL);
    // Its own query holds exactly two parameters: the referral's & and # are encoded.
    expect([...link.searchParams.keys()]).toEqual(["coin_id", "url"]);
    expect(link.hash).toBe("");
  });

  it("Coinbase Wallet: go.cb-w.com/dapp?cb_url= with the percent-encoded URL", () => {
    const link = walletBrowserLink("coinbase", REFERRAL);
    expect(link).toBe(`https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(CANONICAL)}`);
    // The documented example: every reserved character is encoded.
    expect(
      walletBrowserLink(
        "coinbase",
        "https://nft.coinbase.com/@barmstrong?param1=hello&param2=world",
      ),
    ).toBe(
      "https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fnft.coinbase.com%2F%40barmstrong%3Fparam1%3Dhello%26param2%3Dworld",
    );
  });

  it("OKX Wallet: the okx:// deep link, itself encoded, in the download universal link", () => {
    const link = new URL(walletBrowserLink("okx", REFERRAL));
    expect(link.origin + link.pathname).toBe("https://web3.okx.com/download");
    const deepLink = link.searchParams.get("deeplink")!;
    expect(deepLink.startsWith("okx://wallet/dapp/url?dappUrl=")).toBe(true);
    expect(new URL(deepLink).searchParams.get("dappUrl")).toBe(CANONICAL);
  });

  it("Phantom: ul/browse/<encoded URL>?ref=<encoded site origin>", () => {
    const link = walletBrowserLink("phantom", REFERRAL, "https://waymark.example/join");
    expect(link).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(CANONICAL)}?ref=${encodeURIComponent("https://waymark.example")}`,
    );
  });

  it("every wallet gives an https link, for a plain link too", () => {
    for (const wallet of SUPPORTED_WALLETS) {
      const link = new URL(walletBrowserLink(wallet, "https://example.com/r?x=1"));
      expect(link.protocol).toBe("https:");
    }
  });

  it("refuses links that are not http(s)", () => {
    expect(() => walletBrowserLink("trust", "javascript:alert(1)")).toThrow();
    expect(() => walletBrowserLink("metamask", "not a url")).toThrow();
  });

  it("knows its wallets", () => {
    expect(isWalletId("metamask")).toBe(true);
    expect(isWalletId("tokenpocket")).toBe(false);
    expect(isWalletId("")).toBe(false);
  });
});

describe("isPhoneUserAgent", () => {
  it("tells phones from desktops", () => {
    expect(
      isPhoneUserAgent(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
      ),
    ).toBe(true);
    expect(
      isPhoneUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(true);
    expect(
      isPhoneUserAgent(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
      ),
    ).toBe(false);
    expect(isPhoneUserAgent(null)).toBe(false);
  });
});
