import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  otpauthUri,
  totp,
  type TotpAlgorithm,
} from "~/server/auth/totp";

const ascii = (s: string) => new TextEncoder().encode(s);
// RFC 6238 appendix B: the seeds are these ASCII strings, one per hash.
const SEEDS: Record<TotpAlgorithm, Uint8Array> = {
  "SHA-1": ascii("12345678901234567890"),
  "SHA-256": ascii("12345678901234567890123456789012"),
  "SHA-512": ascii("1234567890123456789012345678901234567890123456789012345678901234"),
};
const VECTORS: [number, string, TotpAlgorithm][] = [
  [59, "94287082", "SHA-1"],
  [59, "46119246", "SHA-256"],
  [59, "90693936", "SHA-512"],
  [1111111109, "07081804", "SHA-1"],
  [1111111109, "68084774", "SHA-256"],
  [1111111109, "25091201", "SHA-512"],
  [1111111111, "14050471", "SHA-1"],
  [1111111111, "67062674", "SHA-256"],
  [1111111111, "99943326", "SHA-512"],
  [1234567890, "89005924", "SHA-1"],
  [1234567890, "91819424", "SHA-256"],
  [1234567890, "93441116", "SHA-512"],
  [2000000000, "69279037", "SHA-1"],
  [2000000000, "90698825", "SHA-256"],
  [2000000000, "38618901", "SHA-512"],
  [20000000000, "65353130", "SHA-1"],
  [20000000000, "77737706", "SHA-256"],
  [20000000000, "47863826", "SHA-512"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(VECTORS)("T=%i gives %s with %s", async (seconds, code, algorithm) => {
    expect(await totp(SEEDS[algorithm], seconds * 1000, { digits: 8, algorithm })).toBe(code);
  });

  it("HOTP matches RFC 4226 appendix D", async () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676"];
    const codes = await Promise.all(expected.map((_, i) => hotp(SEEDS["SHA-1"], i)));
    expect(codes).toEqual(expected);
  });

  it("accepts the current code and its neighbours, once each", async () => {
    const key = SEEDS["SHA-1"];
    const now = 1_700_000_000_000;
    const code = await totp(key, now);
    const step = await matchTotp(key, code, now);
    expect(step).toBe(Math.floor(now / 30_000));
    // A code from the previous step still counts (clock drift), two steps back does not.
    expect(await matchTotp(key, await totp(key, now - 30_000), now)).toBe(step! - 1);
    expect(await matchTotp(key, await totp(key, now - 60_000), now)).toBeNull();
    // Once a step was used, it and earlier ones are refused.
    expect(await matchTotp(key, code, now, step)).toBeNull();
    expect(await matchTotp(key, "12345", now)).toBeNull();
    expect(await matchTotp(key, "abcdef", now)).toBeNull();
  });

  it("round-trips base32 and reads the secret the way apps write it", () => {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    const text = base32Encode(bytes);
    expect(text).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(text)).toEqual(bytes);
    expect(base32Decode(text.toLowerCase().replace(/(.{4})/g, "$1 "))).toEqual(bytes);
    expect(base32Encode(ascii("12345678901234567890"))).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("not base32!")).toBeNull();
  });

  it("builds the otpauth URI authenticator apps scan", () => {
    expect(otpauthUri({ issuer: "Waymark", account: "a@example.com", secret: "ABC" })).toBe(
      "otpauth://totp/Waymark:a%40example.com?secret=ABC&issuer=Waymark&algorithm=SHA1&digits=6&period=30",
    );
  });
});
