import fc from "fast-check";
import { strToU8, zipSync, type Zippable } from "fflate";
import { describe, expect, it } from "vitest";
import { compoundFile } from "../support/compound-file";
import {
  checkUpload,
  detectFileType,
  IMAGE_KINDS,
  MAX_UPLOAD_BYTES,
  PRESENTATION_KINDS,
  safeFileName,
  storageKey,
} from "~/domain/formats/file-types";

// Real minimal files, built from their published layouts.

const concat = (...parts: (Uint8Array | number[] | string)[]) => {
  const chunks = parts.map((p) => (typeof p === "string" ? strToU8(p) : Uint8Array.from(p)));
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.length;
  }
  return out;
};

const pdf = () =>
  strToU8(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n" +
      "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n" +
      "trailer<</Root 1 0 R>>\n%%EOF\n",
  );

// Signature, then the IHDR chunk of a 1x1 RGBA image.
const png = () =>
  concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    [0, 0, 0, 13],
    "IHDR",
    [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0],
    [0x1f, 0x15, 0xc4, 0x89],
  );

// SOI, then an APP0 JFIF segment.
const jpeg = () =>
  concat([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF\0", [1, 1, 0, 0, 1, 0, 1, 0, 0], [0xff, 0xd9]);

// Header and logical screen descriptor of a 1x1 image, then the trailer.
const gif = (version = "GIF89a") => concat(version, [1, 0, 1, 0, 0, 0, 0], [0x3b]);

// RIFF container, little-endian size, "WEBP", then a VP8L chunk header.
const webp = (form = "WEBP") =>
  concat("RIFF", [26, 0, 0, 0], form, "VP8L", [13, 0, 0, 0], [0x2f, 0, 0, 0, 0]);

// A 512-byte compound file header: signature, then minor/major version and byte order.
const ole = () => {
  const header = new Uint8Array(512);
  header.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  header.set([0x3e, 0x00, 0x03, 0x00, 0xfe, 0xff], 24);
  return header;
};

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

const pptx = (extra: Zippable = {}) =>
  zipSync({
    "[Content_Types].xml": strToU8(CONTENT_TYPES),
    "ppt/presentation.xml": strToU8("<p:presentation/>"),
    ...extra,
  });

/** A PPTX holding `count` entries in all, each tiny. */
const pptxWithEntries = (count: number) => {
  const extra: Zippable = {};
  for (let i = 0; i < count - 2; i++) extra[`ppt/slides/slide${i}.xml`] = strToU8("<p:sld/>");
  return pptx(extra);
};

/**
 * Rewrites the uncompressed size each central directory entry declares (offset 24 of a
 * PK\x01\x02 header), so a zip can claim any total without the test compressing it.
 */
const withDeclaredSizes = (zip: Uint8Array, size: number) => {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 46 <= out.length; i++) {
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return out;
};

const html = () =>
  strToU8("<!doctype html><html><head><title>x</title></head><body>%PDF-</body></html>");
const windowsExe = () =>
  concat("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], new Array(48).fill(0));
const elf = () => concat([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0], new Array(8).fill(0));

describe("detectFileType", () => {
  it.each([
    ["pdf", pdf, "application/pdf", "pdf", "inline"],
    ["png", png, "image/png", "png", "inline"],
    ["jpeg", jpeg, "image/jpeg", "jpg", "inline"],
    ["gif", gif, "image/gif", "gif", "inline"],
    ["webp", webp, "image/webp", "webp", "inline"],
    [
      "ppt",
      () => compoundFile(["Current User", "PowerPoint Document", "Pictures"]),
      "application/vnd.ms-powerpoint",
      "ppt",
      "attachment",
    ],
    [
      "pptx",
      () => pptx(),
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      "pptx",
      "attachment",
    ],
  ] as const)("recognises %s", (kind, build, mime, extension, disposition) => {
    expect(detectFileType(build())).toEqual({ kind, mime, extension, disposition });
  });

  it("finds the PowerPoint stream in a directory of several sectors, and with 4096-byte sectors", () => {
    const filler = Array.from({ length: 20 }, (_, i) => `Stream ${i}`);
    expect(detectFileType(compoundFile([...filler, "PowerPoint Document"]))?.kind).toBe("ppt");
    expect(
      detectFileType(compoundFile([...filler, "PowerPoint Document"], { sectorShift: 12 }))?.kind,
    ).toBe("ppt");
  });

  it("never throws on a corrupted compound file, and finds no PowerPoint stream where there is none", () => {
    const doc = compoundFile(["WordDocument", "1Table", "A", "B", "C", "D", "E"]);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(doc.length - 9), fc.integer({ min: 0, max: 255 })), {
          maxLength: 40,
        }),
        (edits) => {
          const bytes = doc.slice();
          // The signature stays, so every input goes through the directory walk.
          for (const [at, value] of edits) bytes[8 + at] = value;
          expect(detectFileType(bytes)).toBeNull();
        },
      ),
    );
  });

  it("recognises GIF87a as well as GIF89a", () => {
    expect(detectFileType(gif("GIF87a"))?.kind).toBe("gif");
  });

  it("recognises a PPTX whose entries are compressed", () => {
    const zip = zipSync(
      {
        "[Content_Types].xml": strToU8(CONTENT_TYPES.repeat(50)),
        "ppt/presentation.xml": strToU8("x".repeat(5000)),
      },
      { level: 9 },
    );
    expect(detectFileType(zip)?.kind).toBe("pptx");
  });

  it.each([
    ["empty input", () => new Uint8Array(0)],
    ["an HTML page", html],
    ["a Windows executable (MZ)", windowsExe],
    ["an ELF executable", elf],
    ["plain text", () => strToU8("just some notes\n")],
    ["a PDF signature after leading whitespace", () => concat(" ", pdf())],
    ["%PDF without the dash", () => strToU8("%PDF1.4\n")],
    [
      "a PNG signature with one wrong byte",
      () => concat([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]),
    ],
    ["a truncated JPEG signature", () => Uint8Array.from([0xff, 0xd8])],
    ["GIF88a", () => gif("GIF88a")],
    ["a RIFF file that is not WebP (WAVE)", () => webp("WAVE")],
    ["RIFF cut off before its form type", () => strToU8("RIFF\x1a\0\0\0WEB")],
    ["a truncated OLE signature", () => ole().subarray(0, 7)],
    ["a compound file header with no directory", ole],
    [
      "an old Word document (.doc)",
      () => compoundFile(["WordDocument", "1Table", "SummaryInformation"]),
    ],
    ["an old Excel workbook (.xls)", () => compoundFile(["Workbook", "SummaryInformation"])],
    [
      "a .ppt cut off before its directory",
      () => compoundFile(["PowerPoint Document"]).subarray(0, 1024),
    ],
    [
      "a compound file whose directory chain loops",
      () => compoundFile(["WordDocument", "A", "B", "C", "D"], { loopDirectory: true }),
    ],
  ])("rejects %s", (_, build) => {
    expect(detectFileType(build())).toBeNull();
  });

  it.each<[string, Record<string, Uint8Array>]>([
    ["rejects a zip that is not a presentation", { "hello.txt": strToU8("hello") }],
    [
      "rejects an Office zip of another kind (a .docx)",
      {
        "[Content_Types].xml": strToU8(CONTENT_TYPES),
        "word/document.xml": strToU8("<w:document/>"),
      },
    ],
    [
      "needs [Content_Types].xml as well as a ppt/ entry",
      { "ppt/presentation.xml": strToU8("<p:presentation/>") },
    ],
    [
      "does not count ppt/ folder entries as presentation content",
      {
        "[Content_Types].xml": strToU8(CONTENT_TYPES),
        "ppt/": new Uint8Array(0),
        "ppt/slides/": new Uint8Array(0),
      },
    ],
    [
      "needs the [Content_Types].xml at the root of the zip",
      {
        "docs/[Content_Types].xml": strToU8(CONTENT_TYPES),
        "ppt/presentation.xml": strToU8("<p:presentation/>"),
      },
    ],
  ])("%s", (_, entries) => {
    expect(detectFileType(zipSync(entries))).toBeNull();
  });

  it("accepts 2,000 zip entries and rejects 2,001", () => {
    expect(detectFileType(pptxWithEntries(2_000))?.kind).toBe("pptx");
    expect(detectFileType(pptxWithEntries(2_001))).toBeNull();
  });

  it("accepts a declared 100 MB in total and rejects one byte more", () => {
    // Two entries, so the limit applies to the sum and not to each entry.
    const half = 50 * 1024 * 1024;
    expect(detectFileType(withDeclaredSizes(pptx(), half))?.kind).toBe("pptx");
    expect(detectFileType(withDeclaredSizes(pptx(), half + 1))).toBeNull();
  });

  it("rejects a zip that cannot be parsed", () => {
    expect(detectFileType(concat([0x50, 0x4b, 0x03, 0x04], new Array(64).fill(0xab)))).toBeNull();
  });

  it("rejects a PPTX cut short, which loses its central directory", () => {
    const whole = pptx();
    expect(detectFileType(whole)?.kind).toBe("pptx");
    expect(detectFileType(whole.subarray(0, whole.length - 30))).toBeNull();
  });

  it("rejects a PPTX that does not start with a local file header", () => {
    expect(detectFileType(concat("junk", pptx()))).toBeNull();
  });
});

describe("checkUpload", () => {
  const ANY = [...PRESENTATION_KINDS, ...IMAGE_KINDS];

  it("accepts an allowed type and returns it", () => {
    expect(checkUpload(pdf(), PRESENTATION_KINDS)).toEqual({
      ok: true,
      type: { kind: "pdf", mime: "application/pdf", extension: "pdf", disposition: "inline" },
    });
    expect(checkUpload(png(), IMAGE_KINDS)).toMatchObject({ ok: true, type: { kind: "png" } });
  });

  it("refuses a recognised type that is not allowed", () => {
    expect(checkUpload(png(), PRESENTATION_KINDS)).toEqual({ ok: false, reason: "unsupported" });
    expect(checkUpload(pdf(), IMAGE_KINDS)).toEqual({ ok: false, reason: "unsupported" });
    expect(checkUpload(png(), ["jpeg"])).toEqual({ ok: false, reason: "unsupported" });
  });

  it("refuses content it does not recognise whatever is allowed", () => {
    expect(checkUpload(html(), ANY)).toEqual({ ok: false, reason: "unsupported" });
    expect(checkUpload(windowsExe(), ANY)).toEqual({ ok: false, reason: "unsupported" });
    expect(checkUpload(zipSync({ "hello.txt": strToU8("hello") }), ANY)).toEqual({
      ok: false,
      reason: "unsupported",
    });
  });

  it("reports empty input as empty", () => {
    expect(checkUpload(new Uint8Array(0), ANY)).toEqual({ ok: false, reason: "empty" });
  });

  it("accepts exactly 10 MB and refuses one byte more, before looking at the content", () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    const exact = new Uint8Array(MAX_UPLOAD_BYTES);
    exact.set(pdf());
    expect(checkUpload(exact, PRESENTATION_KINDS)).toMatchObject({
      ok: true,
      type: { kind: "pdf" },
    });

    const over = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    over.set(pdf());
    expect(checkUpload(over, PRESENTATION_KINDS)).toEqual({ ok: false, reason: "too_large" });
    // Size comes first: an oversized file of an unknown type is too_large, not unsupported.
    expect(checkUpload(new Uint8Array(MAX_UPLOAD_BYTES + 1), [])).toEqual({
      ok: false,
      reason: "too_large",
    });
  });

  it("lists the presentation and image kinds", () => {
    expect([...PRESENTATION_KINDS]).toEqual(["pdf", "pptx", "ppt"]);
    expect([...IMAGE_KINDS]).toEqual(["jpeg", "png", "webp", "gif"]);
  });
});

describe("safeFileName", () => {
  it.each([
    ["../../etc/passwd", "pdf", "passwd.pdf"],
    ["..\\..\\windows\\system32\\cmd.exe", "png", "cmd.png"],
    ["My Slides (final).PPTX", "pptx", "My-Slides-final.pptx"],
    ["Ünïcödé façade.pdf", "pdf", "Unicode-facade.pdf"],
    ["", "pdf", "file.pdf"],
    [".hidden", "png", "hidden.png"],
    ["...", "png", "file.png"],
    ["photos/", "jpg", "file.jpg"],
    ["スライド.pptx", "pptx", "file.pptx"],
    ["report.exe", "pdf", "report.pdf"],
    ["archive.tar.gz", "pdf", "archive.tar.pdf"],
    ["notes v2.5 draft", "pdf", "notes-v2.5-draft.pdf"],
    ["a..b....c.pdf", "pdf", "a.b.c.pdf"],
    ["--  weird___name--.jpeg", "jpg", "weird___name.jpg"],
    ["ﬁle ligature.pdf", "pdf", "file-ligature.pdf"],
  ])("%j with extension %s becomes %s", (name, extension, expected) => {
    expect(safeFileName(name, extension)).toBe(expected);
  });

  it("caps a long name at 80 characters, extension included", () => {
    const name = safeFileName(`${"a".repeat(300)}.pdf`, "pdf");
    expect(name).toBe(`${"a".repeat(76)}.pdf`);
    expect(name).toHaveLength(80);
  });

  it("does not leave a separator at the cut", () => {
    const name = safeFileName(`${"a".repeat(75)} b c d e f.pdf`, "pdf");
    expect(name).toBe(`${"a".repeat(75)}.pdf`);
  });

  it("keeps only letters and digits of the extension it is given", () => {
    expect(safeFileName("slides", "../PPTX")).toBe("slides.pptx");
  });

  it("never yields a path separator, a traversal or a hidden file", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 400 }),
        fc.constantFrom("pdf", "pptx", "jpg"),
        (raw, ext) => {
          const name = safeFileName(raw, ext);
          expect(name).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*$/);
          expect(name).not.toContain("..");
          expect(name.endsWith(`.${ext}`)).toBe(true);
          expect(name.length).toBeLessThanOrEqual(80);
        },
      ),
    );
  });
});

describe("storageKey", () => {
  it("joins prefix, time and name", () => {
    expect(storageKey("presentations", "My-Slides-final.pptx", 1_700_000_000_000)).toBe(
      "presentations/1700000000000_My-Slides-final.pptx",
    );
    expect(storageKey("chat-images-2", "a.png", 0)).toBe("chat-images-2/0_a.png");
  });

  it.each(["", "Presentations", "a/b", "../x", "images ", "img_1", "files."])(
    "refuses the prefix %j",
    (prefix) => {
      expect(() => storageKey(prefix, "a.pdf", 1)).toThrow(/prefix/);
    },
  );

  it.each([Number.NaN, -1, 1.5, Number.POSITIVE_INFINITY])("refuses the timestamp %s", (now) => {
    expect(() => storageKey("files", "a.pdf", now)).toThrow(/timestamp/);
  });
});
