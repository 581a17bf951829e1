// Content managers from outside: uploads checked by content, files served through signed links,
// texts shown inertly, and each manager used in Chromium with the result on the public site.
import { createHmac } from "node:crypto";
import { zipSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { ar } from "../../app/i18n/dictionaries/ar";
import { es } from "../../app/i18n/dictionaries/es";
import { fr } from "../../app/i18n/dictionaries/fr";
import { hi } from "../../app/i18n/dictionaries/hi";
import { compoundFile } from "../support/compound-file";
import { signInCookie, signedInAdminPage } from "./admin-session";
import { clickForToast, deleteConfirmed } from "./admin-ui";
import { baseURL, DESKTOP, pageErrors, setUpBrowser, stubYouTube } from "./browser";
import { testSite } from "./site";

const PDF = strToU8("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1,
  0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 10, 0x49, 0x44, 0x41, 0x54, 0x78,
  0x9c, 0x63, 0, 1, 0, 0, 5, 0, 1, 0x0d, 0x0a, 0x2d, 0xb4, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae,
  0x42, 0x60, 0x82,
]);
const PPT = compoundFile(["Current User", "PowerPoint Document"]);
const PPTX = zipSync({
  "[Content_Types].xml": strToU8("<Types/>"),
  "ppt/presentation.xml": strToU8("<p:presentation/>"),
});

async function upload(
  path: string,
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string; type?: string } | null,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file)
    form.set(
      "file",
      new Blob([file.bytes as BlobPart], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  return fetch(baseURL() + path, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { Cookie: await signInCookie(), Origin: baseURL() },
  });
}

async function adminPage(path: string) {
  return (await fetch(baseURL() + path, { headers: { Cookie: await signInCookie() } })).text();
}

const signedLinks = (html: string) =>
  [...html.matchAll(/href="(\/files\/o\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("uploads are checked by content and size", () => {
  it.each([
    ["an 11 MB file", { bytes: new Uint8Array(11 * 1024 * 1024).fill(0x25), name: "big.pdf" }, 413],
    [
      "an HTML file named .pdf",
      {
        bytes: strToU8("<!doctype html><script>alert(1)</script>"),
        name: "slides.pdf",
        type: "application/pdf",
      },
      400,
    ],
    [
      "a zip named .pptx without Office content",
      { bytes: zipSync({ "hello.txt": strToU8("hi") }), name: "deck.pptx" },
      400,
    ],
    [
      "an old Word document named .ppt",
      { bytes: compoundFile(["WordDocument", "1Table"]), name: "deck.ppt" },
      400,
    ],
  ])("refuses %s for presentations and stores nothing", async (_label, file, status) => {
    const before = signedLinks(await adminPage("/admin/presentations")).length;
    // A body a little over the limit is read and discarded by the Worker, so the 413 arrives.
    const res = await upload(
      "/admin/presentations",
      { title: `Refused ${Date.now()}`, language: "en" },
      file,
    );
    expect(res.status).toBe(status);
    expect(await res.text()).toMatch(/too large|not a PDF, PPT or PPTX/);
    expect(signedLinks(await adminPage("/admin/presentations")).length).toBe(before);
  });

  it("refuses an executable named .png for earnings proof and stores nothing", async () => {
    const before =
      (await adminPage("/admin/earnings-proof")).match(/data-testid="proof-row"/g)?.length ?? 0;
    const res = await upload(
      "/admin/earnings-proof",
      { description: "exe" },
      {
        bytes: strToU8("MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode"),
        name: "proof.png",
        type: "image/png",
      },
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("not a JPEG, PNG, WebP or GIF image");
    expect(
      (await adminPage("/admin/earnings-proof")).match(/data-testid="proof-row"/g)?.length ?? 0,
    ).toBe(before);
  });

  it.each([
    ["PDF", PDF, "deck.pdf", "application/pdf", "inline"],
    ["PPT", PPT, "deck.ppt", "application/vnd.ms-powerpoint", "attachment"],
    [
      "PPTX",
      PPTX,
      "deck.pptx",
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
      "attachment",
    ],
  ])(
    "accepts a valid %s and serves it back byte-identical with the right headers",
    async (_kind, bytes, name, mime, disposition) => {
      const title = `Accepted ${name} ${Date.now()}`;
      const res = await upload("/admin/presentations", { title, language: "fr" }, { bytes, name });
      expect(res.status).toBe(303);
      const html = await adminPage("/admin/presentations");
      const card = html.slice(html.indexOf(title));
      const link = signedLinks(card)[0]!;
      const file = await fetch(baseURL() + link);
      expect(file.status).toBe(200);
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
      expect(file.headers.get("Content-Type")).toBe(mime);
      expect(file.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(file.headers.get("Content-Disposition")).toMatch(
        new RegExp(`^${disposition}; filename=".*${name.split(".")[1]}"`),
      );
    },
  );

  it("accepts a PNG proof image and serves it back byte-identical", async () => {
    const description = `PNG proof ${Date.now()}`;
    const res = await upload(
      "/admin/earnings-proof",
      { description },
      { bytes: PNG, name: "proof.png" },
    );
    expect(res.status).toBe(303);
    const html = await adminPage("/admin/earnings-proof");
    const id = html.slice(html.indexOf(description)).match(/\/media\/proofs\/(\d+)/)![1];
    const image = await fetch(`${baseURL()}/media/proofs/${id}`);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });
});

describe("signed file links", () => {
  async function aLink() {
    const title = `Signed ${Date.now()}`;
    await upload("/admin/presentations", { title, language: "en" }, { bytes: PDF, name: "s.pdf" });
    const html = await adminPage("/admin/presentations");
    return new URL(baseURL() + signedLinks(html.slice(html.indexOf(title)))[0]!);
  }
  const sign = (key: string, exp: number) =>
    createHmac("sha256", `file-link:${testSite().sessionSecret}`)
      .update(`${key}\n${exp}`)
      .digest("base64url");

  it("expire", async () => {
    const link = await aLink();
    const key = decodeURIComponent(link.pathname.slice("/files/o/".length));
    expect(sign(key, Number(link.searchParams.get("exp")))).toBe(link.searchParams.get("sig"));
    const past = Math.floor(Date.now() / 1000) - 10;
    const expired = await fetch(
      `${baseURL()}/files/o/${link.pathname.slice(9)}?exp=${past}&sig=${sign(key, past)}`,
      { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } },
    );
    expect(expired.status).toBe(403);
    expect(await expired.text()).toBe(fr["general.fileLink.expired"]);
  });

  it("say in the visitor's language when the file is gone (404)", async () => {
    const future = Math.floor(Date.now() / 1000) + 600;
    const cases = [
      [`/files/presentations/999999`, "ar", ar],
      [`/media/proofs/999999`, "hi", hi],
      [
        `/files/o/presentations/0_gone.pdf?exp=${future}&sig=${sign("presentations/0_gone.pdf", future)}`,
        "es",
        es,
      ],
    ] as const;
    for (const [path, lang, messages] of cases) {
      const res = await fetch(baseURL() + path, {
        headers: { "Accept-Language": `${lang};q=0.9` },
        redirect: "manual",
      });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Content-Language")).toBe(lang);
      expect(await res.text()).toBe(messages["general.fileLink.missing"]);
    }
  });

  it("cannot be altered to reach another key or a later expiry", async () => {
    const link = await aLink();
    const other = link.pathname.replace(/_[^/]*$/, "_other.pdf");
    expect((await fetch(`${baseURL()}${other}${link.search}`)).status).toBe(403);
    const later = new URL(link);
    later.searchParams.set("exp", String(Number(link.searchParams.get("exp")) + 86400));
    expect((await fetch(later)).status).toBe(403);
    expect((await fetch(`${baseURL()}/files/o/..%2F..%2Fetc%2Fpasswd${link.search}`)).status).toBe(
      403,
    );
  });
});

const browser = setUpBrowser();

describe("testimonials", () => {
  it("are added, edited, shown on the public site as text, and deleted", async () => {
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/testimonials");
    await admin.getByRole("link", { name: "Add New Testimonial" }).click();
    await clickForToast(admin, "Save", "Invalid data");
    expect(await admin.getByText("Please fill all required fields.").count()).toBeGreaterThan(0);

    const name = `Tester ${Date.now()}`;
    await admin.getByLabel("Name").fill(name);
    await admin.getByLabel("Country").fill("India");
    await admin.getByLabel("3 stars").check();
    await admin
      .getByLabel("Testimonial")
      .fill(
        '<script>window.__pwned = 1</script> <img src=x onerror="window.__pwned=2"> Honest words.',
      );
    await clickForToast(admin, "Save", "Testimonial added");
    const row = admin.getByTestId("testimonial-row").filter({ hasText: name });
    // A new one appears first.
    expect(await admin.getByTestId("testimonial-row").first().textContent()).toContain(name);

    await row.getByRole("link", { name: /Edit/ }).click();
    await admin.getByLabel("Country").fill("Nepal");
    await clickForToast(admin, "Save", "Testimonial updated");
    expect(await row.textContent()).toContain("Nepal");

    const visitor = await browser.newPage(DESKTOP);
    await visitor.goto("/", { waitUntil: "networkidle" });
    const card = visitor.getByTestId("testimonials").locator("li").filter({ hasText: name });
    expect(await card.textContent()).toContain("<script>window.__pwned = 1</script>");
    expect(await card.getByRole("img", { name: "3 out of 5 stars" }).count()).toBe(1);
    expect(
      await visitor.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(pageErrors(visitor)).toEqual([]);

    await deleteConfirmed(admin, row, "Testimonial deleted");
    expect(await row.count()).toBe(0);
  });
});

describe("videos", () => {
  it("are added with a live preview, shown on the public site, and deleted", async () => {
    const admin = await signedInAdminPage(browser);
    await stubYouTube(admin);
    await admin.goto("/admin/videos", { waitUntil: "networkidle" });
    expect(await admin.getByTestId("video-preview").textContent()).toBe(
      "Enter a YouTube URL to see the preview.",
    );
    const title = `Intro ${Date.now()}`;
    await admin.getByLabel("Title").fill(title);
    await admin.getByLabel("Language").selectOption("hi");
    // Typed again until the preview answers: a field filled before the page's script has
    // hydrated it would not be seen by React (a loaded machine makes that window wider).
    const url = admin.getByLabel("YouTube Video URL");
    await expect
      .poll(async () => {
        await url.fill("https://vimeo.com/123");
        return admin.getByTestId("video-preview").textContent();
      })
      .toContain("This is not a YouTube video URL");
    await url.fill("https://youtu.be/M7lc1UVf-VE?t=42");
    await admin.getByTestId("video-preview").locator("iframe").waitFor();
    expect(await admin.getByTestId("video-preview").locator("iframe").getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
    );
    await clickForToast(admin, "Add Video", "Video added");

    const visitor = await browser.newPage(DESKTOP);
    await visitor.goto("/hi", { waitUntil: "networkidle" });
    expect(await visitor.getByRole("button", { name: new RegExp(title) }).count()).toBeGreaterThan(
      0,
    );

    const videoRow = admin.getByTestId("video-row").filter({ hasText: title });
    await deleteConfirmed(admin, videoRow, "Video deleted");
    await visitor.goto("/hi", { waitUntil: "networkidle" });
    expect(await visitor.getByRole("button", { name: new RegExp(title) }).count()).toBe(0);
  });
});

describe("presentations", () => {
  it("an admin upload is public at once; a visitor upload waits for approval", async () => {
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/presentations");
    expect(await admin.getByText("PDF, PPT, PPTX (max 10MB)").count()).toBe(1);
    const title = `Slides ${Date.now()}`;
    await admin.getByLabel("Title").fill(title);
    await admin.getByLabel("Language").selectOption("es");
    await admin
      .getByLabel("File")
      .setInputFiles({ name: "slides.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF) });
    await clickForToast(admin, "Upload Presentation", "Presentation uploaded successfully");

    const visitor = await browser.newPage(DESKTOP);
    await visitor.goto("/es/presentations");
    expect(await visitor.getByRole("heading", { name: title }).count()).toBe(1);
    // Its date is written in the page's language: on the Hindi page, Hindi month names.
    const hindi = await browser.newPage(DESKTOP);
    await hindi.goto("/hi/presentations");
    const date = await hindi
      .getByRole("article")
      .filter({ has: hindi.getByRole("heading", { name: title }) })
      .locator("p")
      .nth(1)
      .innerText();
    expect(date).toMatch(/[\u0900-\u097f]/);
    expect(date).not.toMatch(/[A-Za-z]/);
    expect(date).toMatch(/20\d\d/);

    const pendingTitle = `Visitor deck ${Date.now()}`;
    await visitor
      .getByLabel(es["presentations.upload.titleLabel"], { exact: true })
      .fill(pendingTitle);
    await visitor
      .getByLabel(es["presentations.upload.fileLabel"], { exact: true })
      .setInputFiles({ name: "mine.pdf", mimeType: "application/pdf", buffer: Buffer.from(PDF) });
    await visitor
      .getByRole("button", { name: es["presentations.upload.submit"], exact: true })
      .click();
    await visitor.getByTestId("toast").waitFor();
    expect(await visitor.getByTestId("toast").textContent()).toContain(
      es["presentations.upload.success"],
    );
    expect(await visitor.getByRole("heading", { name: pendingTitle }).count()).toBe(0);

    await admin.reload();
    const pending = admin
      .getByRole("region", { name: /Waiting for review/ })
      .getByTestId("presentation-card")
      .filter({ hasText: pendingTitle });
    await pending.getByRole("button", { name: "Approve" }).click();
    await admin.getByTestId("toast").getByText("Presentation approved").waitFor();
    await visitor.reload();
    expect(await visitor.getByRole("heading", { name: pendingTitle }).count()).toBe(1);

    const card = admin.getByTestId("presentation-card").filter({ hasText: title });
    await deleteConfirmed(admin, card, "Presentation deleted");
    await visitor.reload();
    expect(await visitor.getByRole("heading", { name: title }).count()).toBe(0);
  });
});

describe("earnings proof", () => {
  it("is added, edited, enlarged on the public site, and deleted", async () => {
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/earnings-proof");
    await admin.getByRole("link", { name: "Add Earnings Proof" }).click();
    await admin.getByRole("heading", { name: "Add Earnings Proof" }).waitFor();
    const description = `Week one ${Date.now()}`;
    await admin
      .getByLabel("Image", { exact: true })
      .setInputFiles({ name: "p.png", mimeType: "image/png", buffer: Buffer.from(PNG) });
    await admin.getByLabel("Description").fill(description);
    await clickForToast(admin, "Save", "Earnings proof added");
    const row = admin.getByTestId("proof-row").filter({ hasText: description });
    await row.getByRole("link", { name: /Edit/ }).click();
    await admin.getByRole("heading", { name: "Edit Earnings Proof" }).waitFor();
    expect(await admin.getByRole("img", { name: description }).count()).toBe(1);
    await admin.getByLabel("Description").fill(`${description} (edited)`);
    await clickForToast(admin, "Save", "Earnings proof updated");

    const visitor = await browser.newPage(DESKTOP);
    await visitor.goto("/", { waitUntil: "networkidle" });
    await visitor.getByRole("button", { name: new RegExp(`${description} \\(edited\\)`) }).click();
    const dialog = visitor.getByRole("dialog", { name: `${description} (edited)` });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });

    const proofRow = admin.getByTestId("proof-row").filter({ hasText: description });
    await deleteConfirmed(admin, proofRow, "Image deleted");
  });
});

describe("visitor upload size", () => {
  it("is checked in the browser before a long upload, in the visitor's language", async () => {
    const visitor = await browser.newPage(DESKTOP);
    await visitor.goto("/es/presentations", { waitUntil: "networkidle" });
    await visitor.getByLabel(es["presentations.upload.titleLabel"], { exact: true }).fill("Grande");
    await visitor.getByLabel(es["presentations.upload.fileLabel"], { exact: true }).setInputFiles({
      name: "big.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.alloc(11 * 1024 * 1024, 0x25),
    });
    let posted = false;
    visitor.on("request", (r) => {
      if (r.method() === "POST") posted = true;
    });
    await visitor
      .getByRole("button", { name: es["presentations.upload.submit"], exact: true })
      .click();
    await visitor.getByText(es["presentations.upload.tooLarge"]).waitFor();
    expect(posted).toBe(false);
  });
});
