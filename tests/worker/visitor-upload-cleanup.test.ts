// An upload whose row cannot be written after the file reached R2 leaves no file behind: a
// visitor's presentation, and an earnings proof's image (added, or replacing the old one).
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { getDb } from "~/data/db";
import { getProofImagePath } from "~/data/earnings-proof";
import { detectFileType } from "~/domain/formats/file-types";
import { contentDeps } from "~/server/content/content-items.server";
import { createProof, updateProof } from "~/server/content/earnings-proof.server";
import { storePresentation } from "~/server/files/store-presentation.server";
import { failingD1, testAdmin } from "./support/route-context";

/** The R2 keys stored since `before`. */
async function keysSince(before: Set<string>) {
  return (await env.FILES.list()).objects.map((o) => o.key).filter((k) => !before.has(k));
}

function pngImage() {
  const bytes = new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...crypto.getRandomValues(new Uint8Array(16)),
  ]);
  return { bytes, name: "proof.png", type: detectFileType(bytes)! };
}

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

it("removes a new proof's image when its row cannot be written", async () => {
  const before = new Set((await env.FILES.list()).objects.map((o) => o.key));
  const deps = contentDeps({ ...env, DB: failingD1(env.DB, ["earnings_proof"]) });
  const input = { description: "Payout", language: "all" } as const;
  await expect(createProof(deps, await testAdmin(), input, pngImage())).rejects.toThrow(/D1_ERROR/);
  expect(await keysSince(before)).toEqual([]);
});

it("keeps one image per proof: a replaced image is removed, one for a gone proof never kept", async () => {
  const deps = contentDeps(env);
  const admin = await testAdmin();
  const input = { description: "Payout", language: "all" } as const;
  const before = new Set((await env.FILES.list()).objects.map((o) => o.key));
  const created = await createProof(deps, admin, input, pngImage());
  expect(created.ok).toBe(true);
  const id = created.ok ? created.value!.id : 0;
  const first = await getProofImagePath(deps.db, id);

  expect(await updateProof(deps, admin, id, input, pngImage())).toMatchObject({ ok: true });
  const second = await getProofImagePath(deps.db, id);
  expect(second).not.toBe(first);
  expect(await keysSince(before)).toEqual([second]);

  const gone = await updateProof(deps, admin, id + 1000, input, pngImage());
  expect(gone).toMatchObject({ ok: false, status: 404, error: "The image no longer exists." });
  expect(await keysSince(before)).toEqual([second]);
});
