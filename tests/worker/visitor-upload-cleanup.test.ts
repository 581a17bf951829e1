// A visitor's upload whose row cannot be written after the file reached R2 leaves no file behind.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { getDb } from "~/data/db";
import { detectFileType } from "~/domain/formats/file-types";
import { storePresentation } from "~/server/files/store-presentation.server";
import { failingD1 } from "./support/route-context";

it("removes the stored file when the database write fails", async () => {
  const bytes = new TextEncoder().encode(`%PDF-1.4\n% visitor ${crypto.randomUUID()}\n%%EOF\n`);
  const type = detectFileType(bytes)!;
  expect(type.kind).toBe("pdf");
  const before = new Set((await env.FILES.list()).objects.map((o) => o.key));
  const result = await storePresentation(
    env,
    getDb(failingD1(env.DB, ["presentations"])),
    {
      fields: { title: "My slides", language: "en" },
      file: { bytes, name: "slides.pdf", type },
      status: "pending",
      uploadedBy: "visitor",
    },
    { actor: { id: 0, email: "visitor" }, action: "upload (pending review)", detail: "My slides" },
  );
  expect(result).toEqual({ ok: false, failure: "database" });
  const after = (await env.FILES.list()).objects.map((o) => o.key).filter((k) => !before.has(k));
  expect(after).toEqual([]);
});
