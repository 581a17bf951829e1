// Two uploads of one file name in the same millisecond each get their own R2 object.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { putNewFile } from "~/data/files";
import { detectFileType } from "~/domain/formats/file-types";

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

it("moves a taken key on by a millisecond and overwrites nothing", async () => {
  const place = { prefix: "en", fileName: "same.pdf", now: 1_800_000_000_000 };
  const upload = (text: string) => {
    const bytes = pdf(text);
    return putNewFile(env.FILES, place, {
      bytes,
      type: detectFileType(bytes)!,
      originalName: "s.pdf",
    });
  };
  const keys = await Promise.all(["first", "second", "third"].map(upload));
  expect([...keys].sort()).toEqual([
    "en/1800000000000_same.pdf",
    "en/1800000000001_same.pdf",
    "en/1800000000002_same.pdf",
  ]);
  const texts = await Promise.all(keys.map(async (key) => (await env.FILES.get(key))!.text()));
  expect(texts.map((t) => t.split("\n")[1]).sort()).toEqual(["% first", "% second", "% third"]);
});

it("throws when every nearby key is taken", async () => {
  const place = { prefix: "en", fileName: "busy.pdf", now: 1_700_000_000_000 };
  const bytes = pdf("busy");
  const file = { bytes, type: detectFileType(bytes)!, originalName: "busy.pdf" };
  for (let i = 0; i < 8; i++) await putNewFile(env.FILES, place, file);
  await expect(putNewFile(env.FILES, place, file)).rejects.toThrow(/no free key/);
});
