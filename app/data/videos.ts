import type { Db } from "./db";
import { deleteById, listNewestFirst } from "./rows";
import { videos } from "./schema";

export type VideoRow = {
  id: number;
  title: string;
  language: string;
  videoUrl: string;
  createdAt: number;
};

export async function listVideos(db: Db): Promise<VideoRow[]> {
  return listNewestFirst(db, videos, {
    id: videos.id,
    title: videos.title,
    language: videos.language,
    videoUrl: videos.videoUrl,
    createdAt: videos.createdAt,
  });
}

export function insertVideo(db: Db, row: { title: string; language: string; videoUrl: string }) {
  return db.insert(videos).values(row).returning({ id: videos.id });
}

export function deleteVideo(db: Db, id: number) {
  return deleteById(db, videos, id, { id: videos.id });
}
