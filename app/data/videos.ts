import { desc, eq } from "drizzle-orm";
import type { Db } from "./db";
import { videos } from "./schema";

export type VideoRow = {
  id: number;
  title: string;
  language: string;
  videoUrl: string;
  createdAt: number;
};

export async function listVideos(db: Db): Promise<VideoRow[]> {
  return db
    .select({
      id: videos.id,
      title: videos.title,
      language: videos.language,
      videoUrl: videos.videoUrl,
      createdAt: videos.createdAt,
    })
    .from(videos)
    .orderBy(desc(videos.createdAt), desc(videos.id));
}

export function insertVideo(db: Db, row: { title: string; language: string; videoUrl: string }) {
  return db.insert(videos).values(row).returning({ id: videos.id });
}

export function deleteVideo(db: Db, id: number) {
  return db.delete(videos).where(eq(videos.id, id)).returning({ id: videos.id });
}
