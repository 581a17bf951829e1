// The chat's link rendering, sending rule and timing constants (the choice of reply is tested in
// chat-assistant.test.ts and chat-ranking.test.ts).
import { describe, expect, it } from "vitest";
import {
  isSendable,
  linkify,
  MIN_REPLY_DELAY_MS,
  REPLY_DELAY_MS,
  SUGGESTED_PROMPT_COUNT,
} from "~/domain/chat/matcher";

describe("linkify", () => {
  const text = (t: string) => ({ type: "text", text: t }) as const;
  const link = (url: string) => ({ type: "link", href: url, text: url }) as const;

  it.each<[string, string, ReturnType<typeof linkify>]>([
    ["leaves text without links as one text part", "No links here.", [text("No links here.")]],
    ["leaves text without links as one text part", "", []],
    [
      "keeps a trailing period out of the link",
      "Sign up at https://example.com/join.",
      [text("Sign up at "), link("https://example.com/join"), text(".")],
    ],
    [
      "keeps commas and an unmatched closing parenthesis out, a matched one in",
      "(see https://example.com/a), or https://en.wikipedia.org/wiki/Slot_(game)",
      [
        text("(see "),
        link("https://example.com/a"),
        text("), or "),
        link("https://en.wikipedia.org/wiki/Slot_(game)"),
      ],
    ],
    [
      "links two URLs",
      "Join: http://example.com/a and https://example.com/b?x=1&y=2",
      [
        text("Join: "),
        link("http://example.com/a"),
        text(" and "),
        link("https://example.com/b?x=1&y=2"),
      ],
    ],
    [
      "stops at full-width punctuation and links a URL right after Chinese text",
      "请访问https://example.com/join。谢谢",
      [text("请访问"), link("https://example.com/join"), text("。谢谢")],
    ],
    [
      "links only http and https",
      "Click javascript:alert(1) or ftp://example.com or data:text/html,hi",
      [text("Click javascript:alert(1) or ftp://example.com or data:text/html,hi")],
    ],
    ["links only http and https", "https:// alone", [text("https:// alone")]],
    ["links only http and https", "javascript://%0Aalert(1)", [text("javascript://%0Aalert(1)")]],
  ])("%s: %j", (_, input, parts) => {
    expect(linkify(input)).toEqual(parts);
  });
});

describe("isSendable", () => {
  it.each([
    ["", false],
    [" \n\t\u3000", false],
    [" hi ", true],
  ])("refuses empty and whitespace-only input: %j is %s", (input, sendable) => {
    expect(isSendable(input)).toBe(sendable);
  });
});

describe("chat constants", () => {
  it("are the spec's", () => {
    expect([REPLY_DELAY_MS, MIN_REPLY_DELAY_MS, SUGGESTED_PROMPT_COUNT]).toEqual([800, 500, 4]);
  });
});
