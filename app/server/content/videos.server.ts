// The Videos screen's changes: add a video (its URL already converted to the embed address by
// the shared schema) and delete one.
import type { Actor } from "~/data/audit";
import * as rows from "~/data/videos";
import type { VideoInput } from "~/schemas/content";
import { deleteContentItem, writeContentItem, type ContentDeps } from "./content-items.server";

type Deps = Pick<ContentDeps, "db" | "kv">;

export function createVideo(deps: Deps, actor: Actor, input: VideoInput) {
  const { title, language, url } = input;
  return writeContentItem(deps, actor, {
    statement: rows.insertVideo(deps.db, { title, language, videoUrl: url }),
    audit: { action: "create", entity: "video", detail: `${title} (${language})` },
    done: "Video added",
  });
}

export function deleteVideo(deps: Deps, actor: Actor, id: number) {
  return deleteContentItem(deps, actor, {
    statement: rows.deleteVideo(deps.db, id),
    entity: "video",
    id,
    done: "Video deleted",
    missing: "The video could not be deleted.",
  });
}
