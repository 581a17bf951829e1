import { describe, expect, it } from "vitest";
import {
  convertYouTubeUrl,
  isYouTubeVideoId,
  parseYouTubeVideoId,
  toEmbedUrl,
  youtubeThumbnailUrl,
} from "~/domain/site/youtube";

const ID = "dQw4w9WgXcQ";

// Links to one video, as people paste them, with the id each one carries.
const VALID: [string, string][] = [
  [`https://www.youtube.com/watch?v=${ID}`, ID],
  [`https://youtube.com/watch?v=${ID}`, ID],
  [`http://www.youtube.com/watch?v=${ID}`, ID],
  [`https://www.youtube.com/watch?feature=share&v=${ID}&ab_channel=RickAstley`, ID],
  [`https://www.youtube.com/watch?v=${ID}&t=1m2s`, ID],
  [`https://www.youtube.com/watch?v=${ID}#t=30`, ID],
  [`https://www.youtube.com/watch?v=${ID}&list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI&index=3`, ID],
  [`https://www.youtube.com/watch/?v=${ID}`, ID],
  [`https://m.youtube.com/watch?v=${ID}&feature=youtu.be`, ID],
  [`https://music.youtube.com/watch?v=${ID}&si=AbCdEfGh12345678`, ID],
  [`https://youtu.be/${ID}`, ID],
  [`https://youtu.be/${ID}?t=42`, ID],
  [`https://youtu.be/${ID}?si=Xy7_abcdEFGH1234`, ID],
  [`https://youtu.be/${ID}/`, ID],
  [`https://www.youtube.com/shorts/aB3_-xYz901`, "aB3_-xYz901"],
  [`https://youtube.com/shorts/aB3_-xYz901?feature=share`, "aB3_-xYz901"],
  [`https://www.youtube.com/embed/${ID}`, ID],
  [`https://www.youtube.com/embed/${ID}?start=10&autoplay=1`, ID],
  [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
  [`https://youtube-nocookie.com/embed/${ID}/`, ID],
  [`https://www.youtube.com/live/jfKfPfyJRdk?si=abc123`, "jfKfPfyJRdk"],
  [`https://www.youtube.com/v/${ID}`, ID],
  [`https://WWW.YouTube.com/watch?v=${ID}`, ID],
  [`   https://youtu.be/${ID}  \n`, ID],
  [`www.youtube.com/watch?v=${ID}`, ID],
  [`youtu.be/${ID}`, ID],
];

// Everything that is not a link to one YouTube video.
const INVALID: string[] = [
  "",
  "   ",
  ID, // a bare id is not a link
  "never gonna give you up",
  `https://youtube.com.evil.example/watch?v=${ID}`,
  `https://notyoutube.com/watch?v=${ID}`,
  `https://youtube.com@evil.example/watch?v=${ID}`,
  `https://evil.example/watch?v=${ID}`,
  `https://evil.example/?next=https://www.youtube.com/watch?v=${ID}`,
  `https://vimeo.com/76979871`,
  `javascript:alert('https://www.youtube.com/watch?v=${ID}')`,
  `data:text/html,https://youtu.be/${ID}`,
  `ftp://www.youtube.com/watch?v=${ID}`,
  `https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI`,
  `https://www.youtube.com/watch?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI`,
  `https://www.youtube.com/embed/videoseries?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI`,
  `https://www.youtube.com/channel/UCuAXFkgsw1L7xaCfnd5JJOw`,
  `https://www.youtube.com/@RickAstleyYT`,
  `https://www.youtube.com/user/RickAstleyVEVO`,
  `https://www.youtube.com/c/RickAstley`,
  `https://www.youtube.com/`,
  `https://youtu.be/`,
  `https://www.youtube.com/watch?v=dQw4w9WgXc`, // 10 characters
  `https://www.youtube.com/watch?v=dQw4w9WgXcQQ`, // 12 characters
  `https://youtu.be/dQw4w9WgX.Q`,
  `https://www.youtube.com/shorts/`,
  `https://www.youtube.com/shorts/${ID}/extra`,
  `https://www.youtube-nocookie.com/watch?v=${ID}`,
  `https://www.youtube.com:8443/watch?v=${ID}`,
  `https://youtu.be/${ID} and more text`,
];

describe("parseYouTubeVideoId", () => {
  it.each(VALID)("reads the id of %j", (input, id) => {
    expect(parseYouTubeVideoId(input)).toBe(id);
  });

  it.each(INVALID)("refuses %j", (input) => {
    expect(parseYouTubeVideoId(input)).toBeNull();
  });
});

describe("isYouTubeVideoId", () => {
  it("accepts exactly 11 characters of letters, digits, _ and -", () => {
    expect(isYouTubeVideoId("aB3_-xYz901")).toBe(true);
    expect(isYouTubeVideoId("aB3_-xYz90")).toBe(false);
    expect(isYouTubeVideoId("aB3_-xYz9012")).toBe(false);
    expect(isYouTubeVideoId("aB3_-xYz90!")).toBe(false);
  });
});

describe("embed and thumbnail URLs", () => {
  it("use the privacy-enhanced embed host", () => {
    expect(toEmbedUrl(ID)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  });

  it("use the hqdefault thumbnail", () => {
    expect(youtubeThumbnailUrl(ID)).toBe("https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg");
  });

  it("round-trip: an embed URL parses back to its id", () => {
    expect(parseYouTubeVideoId(toEmbedUrl("aB3_-xYz901"))).toBe("aB3_-xYz901");
  });
});

describe("convertYouTubeUrl", () => {
  it("converts watch and short links to the one embed form", () => {
    const expected = {
      ok: true,
      id: ID,
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    };
    expect(convertYouTubeUrl(`https://www.youtube.com/watch?v=${ID}&t=1m2s`)).toEqual(expected);
    expect(convertYouTubeUrl(`https://youtu.be/${ID}?si=abc`)).toEqual(expected);
    expect(convertYouTubeUrl(`https://www.youtube.com/embed/${ID}`)).toEqual(expected);
  });

  it("asks for a URL when the input is empty or blank", () => {
    expect(convertYouTubeUrl("")).toEqual({ ok: false, error: "Please enter a YouTube video URL" });
    expect(convertYouTubeUrl("  \t ")).toEqual({
      ok: false,
      error: "Please enter a YouTube video URL",
    });
  });

  it("explains what to paste when the input is not a video link", () => {
    const error =
      "This is not a YouTube video URL. Paste the full link of one video, for example https://www.youtube.com/watch?v=…";
    expect(convertYouTubeUrl("https://www.youtube.com/@RickAstleyYT")).toEqual({
      ok: false,
      error,
    });
    expect(convertYouTubeUrl(`https://youtube.com.evil.example/watch?v=${ID}`)).toEqual({
      ok: false,
      error,
    });
    expect(convertYouTubeUrl("hello")).toEqual({ ok: false, error });
  });
});
