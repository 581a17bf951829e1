// YouTube video URLs (spec section 5, Video): the admin pastes any link to one video and the site
// stores one canonical embed form. Parsing goes through the URL class and an explicit host list,
// so lookalike hosts (youtube.com.evil.example, notyoutube.com) and non-web schemes are refused.

export const YOUTUBE_URL_REQUIRED = "Please enter a YouTube video URL";
export const NOT_A_YOUTUBE_VIDEO_URL =
  "This is not a YouTube video URL. Paste the full link of one video, for example https://www.youtube.com/watch?v=…";

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** Hosts that serve a video page or player; the id sits in `?v=` or in a path segment. */
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
]);
const NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const SHORT_LINK_HOSTS = new Set(["youtu.be", "www.youtu.be"]);

/** Path prefixes followed by the id: /shorts/ID, /embed/ID, /live/ID, /v/ID. */
const ID_PATH_PREFIXES = new Set(["shorts", "embed", "live", "v"]);

export type YouTubeConversion =
  { ok: true; id: string; embedUrl: string } | { ok: false; error: string };

export function isYouTubeVideoId(value: string): boolean {
  return VIDEO_ID.test(value);
}

/**
 * The 11-character video id of a link to one YouTube video, or null for anything else.
 * A link pasted without its scheme (www.youtube.com/watch?v=…) is read as https.
 */
export function parseYouTubeVideoId(input: string): string | null {
  const url = toUrl(input.trim());
  if (!url) return null;
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;

  const host = url.hostname.toLowerCase();
  // Empty segments are dropped, so trailing slashes (/shorts/ID/) do not matter.
  const segments = url.pathname.split("/").filter(Boolean);

  let candidate: string | null | undefined;
  if (SHORT_LINK_HOSTS.has(host)) {
    if (segments.length === 1) candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === "watch") candidate = url.searchParams.get("v");
    else if (segments.length === 2 && ID_PATH_PREFIXES.has(segments[0]!)) candidate = segments[1];
  } else if (NOCOOKIE_HOSTS.has(host)) {
    if (segments.length === 2 && segments[0] === "embed") candidate = segments[1];
  }

  // "videoseries" (/embed/videoseries?list=…) has 11 valid characters but is a playlist player.
  if (!candidate || candidate === "videoseries" || !isYouTubeVideoId(candidate)) return null;
  return candidate;
}

/** The one embed form the site stores and renders (privacy-enhanced player). */
export function toEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

export function youtubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}

/** Form-facing conversion: the id and embed URL, or the message to show next to the field. */
export function convertYouTubeUrl(input: string): YouTubeConversion {
  if (input.trim() === "") return { ok: false, error: YOUTUBE_URL_REQUIRED };
  const id = parseYouTubeVideoId(input);
  if (!id) return { ok: false, error: NOT_A_YOUTUBE_VIDEO_URL };
  return { ok: true, id, embedUrl: toEmbedUrl(id) };
}

function toUrl(text: string): URL | null {
  if (text === "" || /\s/.test(text)) return null;
  // Anything with a scheme (https:, javascript:, data:) is parsed as given; the protocol check
  // above then refuses the non-web ones. Bare host paths get https.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}
