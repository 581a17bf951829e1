// Links that open a web page in a wallet app's built-in browser, one documented format per wallet
// (sources in docs/decisions/0016-share-wallet-qr-offline.md). Every format here is an https
// universal link: with the app installed it opens in the app, without it the wallet's own page
// (download or landing) opens instead of an error.

export const SUPPORTED_WALLETS = ["metamask", "trust", "coinbase", "okx", "phantom"] as const;
export type WalletId = (typeof SUPPORTED_WALLETS)[number];

/** Names as the wallets write them; shown in "Open in <wallet>". */
export const WALLET_NAMES: Record<WalletId, string> = {
  metamask: "MetaMask",
  trust: "Trust Wallet",
  coinbase: "Coinbase Wallet",
  okx: "OKX Wallet",
  phantom: "Phantom",
};

export function isWalletId(value: unknown): value is WalletId {
  return typeof value === "string" && (SUPPORTED_WALLETS as readonly string[]).includes(value);
}

/** The URL in its canonical ASCII form: a punycode host, a percent-encoded path and query
 * (so non-ASCII characters survive every wallet's parser). Throws on anything not http(s). */
function normalizedUrl(url: string): URL {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new Error("Only http and https links open in a wallet.");
  }
  return parsed;
}

/**
 * The link that opens `url` in the given wallet's browser.
 * - MetaMask: `https://link.metamask.io/dapp/{url without "https://"}`; the rest of the URL
 *   (path and query) follows as it is, not encoded again.
 * - Trust Wallet: `https://link.trustwallet.com/open_url?coin_id=60&url={encoded url}`.
 * - Coinbase Wallet: `https://go.cb-w.com/dapp?cb_url={encoded url}`.
 * - OKX Wallet: `https://web3.okx.com/download?deeplink={encoded
 *   "okx://wallet/dapp/url?dappUrl={encoded url}"}` (the URL is encoded twice).
 * - Phantom: `https://phantom.app/ul/browse/{encoded url}?ref={encoded site origin}`.
 */
export function walletBrowserLink(wallet: WalletId, url: string, siteOrigin?: string): string {
  const target = normalizedUrl(url);
  const href = target.href;
  switch (wallet) {
    case "metamask":
      // MetaMask opens the path over https; an http link keeps its scheme so it is not changed.
      return `https://link.metamask.io/dapp/${target.protocol === "https:" ? href.slice("https://".length) : href}`;
    case "trust":
      return `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(href)}`;
    case "coinbase":
      return `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(href)}`;
    case "okx": {
      const deepLink = `okx://wallet/dapp/url?dappUrl=${encodeURIComponent(href)}`;
      return `https://web3.okx.com/download?deeplink=${encodeURIComponent(deepLink)}`;
    }
    case "phantom": {
      const ref = siteOrigin ? new URL(siteOrigin).origin : target.origin;
      return `https://phantom.app/ul/browse/${encodeURIComponent(href)}?ref=${encodeURIComponent(ref)}`;
    }
  }
}

/** A phone or tablet by its user agent (the server's half of "on a phone"; the page's CSS
 * decides what is shown, this decides where /go sends a wallet click). */
export function isPhoneUserAgent(userAgent: string | null): boolean {
  if (!userAgent) return false;
  return /\b(Android|iPhone|iPad|iPod|Mobile|Windows Phone|Opera Mini|IEMobile)\b/i.test(userAgent);
}
