// Hostile translator files read by the pure parser (issue 31): a character reference outside
// what XML may hold is refused with a message naming the key and the reference, never a crash.
import { describe, expect, it } from "vitest";
import { parseTranslationFile, TranslationFileError } from "~/domain/translation/files";

const xliff = (target: string) =>
  `<xliff version="2.0" srcLang="en" trgLang="hi"><file id="f"><unit id="general.nav.home"><segment><source>Home</source><target>${target}</target></segment></unit></file></xliff>`;

describe("character references in an XLIFF file", () => {
  it.each([
    ["&#x110000;", "past U+10FFFF"],
    ["&#12345678901234567890;", "a 20-digit decimal"],
    ["&#0;", "NUL"],
    ["&#xD800;", "a lone surrogate"],
    ["&#x1;", "a C0 control"],
  ])("refuses %s (%s) with a message naming the key", (reference) => {
    expect(() => parseTranslationFile(xliff(`a${reference}b`))).toThrow(TranslationFileError);
    expect(() => parseTranslationFile(xliff(`a${reference}b`))).toThrow(
      /general\.nav\.home: the character reference &#/,
    );
  });

  it("decodes the references XML allows", () => {
    const parsed = parseTranslationFile(xliff("&#x939;&#2379;&#x1F600;&#9;&amp;"));
    expect(parsed.texts.get("general.nav.home")).toBe("हो😀\t&");
  });
});
