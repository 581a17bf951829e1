// A language with no videos of its own shows English's (issue 32), not a "No video is available
// yet" box; a language with its own keeps them, newest first (intro, then tutorial).
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { loadSiteFrame } from "~/data/public-content";

const db = getDb(env.DB);

async function addVideo(title: string, language: string, at: number) {
  await db.run(sql`INSERT INTO videos (title, language, video_url, created_at)
    VALUES (${title}, ${language}, 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE', ${at})`);
}

const titles = async (language: string) =>
  (await loadSiteFrame(db, language)).videos.map((v) => v.title);

beforeEach(async () => {
  await db.run(sql`DELETE FROM videos`);
});

it("gives a language without videos English's, newest first", async () => {
  await addVideo("en-old", "en", 1);
  await addVideo("en-mid", "en", 2);
  await addVideo("en-new", "en", 3);
  await addVideo("hi-only", "hi", 4);
  expect(await titles("ta")).toEqual(["en-new", "en-mid"]);
  expect(await titles("en")).toEqual(["en-new", "en-mid"]);
});

it("keeps a language's own videos, even one, and never mixes in English's", async () => {
  await addVideo("en-new", "en", 5);
  await addVideo("hi-old", "hi", 1);
  expect(await titles("hi")).toEqual(["hi-old"]);
  await addVideo("hi-mid", "hi", 2);
  await addVideo("hi-new", "hi", 3);
  expect(await titles("hi")).toEqual(["hi-new", "hi-mid"]);
});

it("gives nothing when neither the language nor English has a video", async () => {
  await addVideo("hi-only", "hi", 1);
  expect(await titles("ta")).toEqual([]);
});
