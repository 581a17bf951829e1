// Redirect targets built from visitor input (the language switch's "path") are checked as the
// final Location, not as the input: a valid-looking input can still become "//evil.example" once
// a language prefix or a dot segment is removed. Decision 0014.

const BASE = "https://same-site.invalid";
/** Refused in a Location: control characters and spaces (browsers drop tabs and newlines
 * inside URLs, so "/\t/evil.example" would be read as "//evil.example"). */
const SPACE = 0x20;
/** Once decoded, a space is only a space; control characters stay refused. */
const LAST_CONTROL = 0x1f;
const MAX_DECODE_ROUNDS = 4;

/** The path part of a location (before its query or fragment). */
function pathOf(location: string): string {
  const end = location.search(/[?#]/);
  return end === -1 ? location : location.slice(0, end);
}

/** A backslash, DEL, or any character at or below `highestRefused` (controls, maybe space). */
function hasUnsafeCharacter(text: string, highestRefused: number): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= highestRefused || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** A path that stays on this site, alone: one leading "/", never "//", no backslash. */
function isPlainSitePath(path: string, highestRefused = SPACE): boolean {
  return path.startsWith("/") && !path.includes("//") && !hasUnsafeCharacter(path, highestRefused);
}

/** The text behind every percent-encoding (repeated), or null when an encoding is malformed. */
function decodeFully(text: string): string | null {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  // Still changing after several rounds: nobody needs that in a page address.
  return null;
}

/**
 * True when `location` can only lead to a page of this site: it starts with a single "/", holds
 * no backslash, whitespace or control character, no "//" in its path, and none of that appears
 * after percent-decoding or after resolving dot segments either.
 */
export function isSameSitePath(location: string): boolean {
  if (!location.startsWith("/") || hasUnsafeCharacter(location, SPACE)) return false;
  if (!isPlainSitePath(pathOf(location))) return false;
  const decoded = decodeFully(location);
  if (decoded === null || !isPlainSitePath(pathOf(decoded), LAST_CONTROL)) return false;
  let resolved: URL;
  try {
    resolved = new URL(location, BASE);
  } catch {
    return false;
  }
  return resolved.origin === BASE && isPlainSitePath(resolved.pathname);
}

/** `location` when it is a same-site path, else `fallback`. */
export function sameSitePathOr(location: string, fallback: string): string {
  return isSameSitePath(location) ? location : fallback;
}
