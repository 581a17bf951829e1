import { useState } from "react";
import { useNavigation } from "react-router";
import type { Route } from "./+types/videos";
import { LocalTime } from "~/components/admin/local-time";
import { fieldErrorsOf } from "~/components/admin/list-screen";
import { AddItemForm } from "~/components/admin/add-item-form";
import { TitledSection } from "~/components/titled-section";
import { DeleteButton } from "~/components/admin/row-actions";
import { EmptyState, ErrorNotice, Panel } from "~/components/ui/panel";
import { useActionToast } from "~/components/admin/use-action-toast";
import { TextField } from "~/components/ui/field";
import { getDb } from "~/data/db";
import { listVideos, type VideoRow } from "~/data/videos";
import { convertYouTubeUrl } from "~/domain/site/youtube";
import { languageName } from "~/components/admin/language-name";
import { contentIdSchema, videoInputSchema } from "~/schemas/content";
import {
  actionError,
  answer,
  attempt,
  invalidInput,
  loadList,
  type Outcome,
} from "~/server/admin/action-results.server";
import { contentChange } from "~/server/content/content-change.server";
import { createVideo, deleteVideo } from "~/server/content/videos.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";

const PAGE = "/admin/videos";

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  const videos = await loadList("Failed to load videos", () =>
    listVideos(getDb(getWorker(context).env.DB)),
  );
  return { videos: videos.items, loadError: videos.loadError };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, deps } = contentChange(context);
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "delete") {
    const id = contentIdSchema.safeParse(form.id);
    if (!id.success)
      return actionError({ type: "error", title: "Error", description: "Unknown video." }, 400);
    return change("The video could not be deleted.", () => deleteVideo(deps, user, id.data));
  }
  const parsed = videoInputSchema.safeParse(form);
  if (!parsed.success) return invalidInput(parsed.error.issues, "Error");
  return change("The video could not be saved.", () => createVideo(deps, user, parsed.data));
}

/** A change's answer: back to the list with "Success" and what was done, or "Error" with why
 * (`failed` when the change failed unexpectedly). */
function change(failed: string, run: () => Promise<Outcome<unknown>>) {
  return attempt({ type: "error", title: "Error", description: failed }, async () =>
    answer(await run(), { failure: "Error", success: "Success", redirectTo: PAGE }),
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Videos | Waymark Admin" }];

export default function VideoManager({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Video Manager</h1>
      <AddVideo fields={fieldErrorsOf(actionData)} />
      <TitledSection id="videos-title" title="Videos" titleClassName="text-lg font-semibold">
        {loaderData.loadError ? (
          <ErrorNotice className="mt-3">{loaderData.loadError}</ErrorNotice>
        ) : loaderData.videos.length === 0 ? (
          <EmptyState className="mt-3">No videos available yet</EmptyState>
        ) : (
          <VideoList videos={loaderData.videos} />
        )}
      </TitledSection>
    </div>
  );
}

/** The add form beside a preview of the URL being typed. */
function AddVideo({ fields }: { fields: Record<string, string> }) {
  const navigation = useNavigation();
  const [url, setUrl] = useState("");
  const preview = url.trim() ? convertYouTubeUrl(url) : null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <AddItemForm
        heading="Add a video"
        fields={fields}
        busy={navigation.state === "submitting"}
        submit={{ label: "Add Video", busyLabel: "Adding…" }}
        noValidate
      >
        <TextField
          label="YouTube Video URL"
          name="url"
          required
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          hint="Give the full URL, for example https://www.youtube.com/watch?v=…"
          error={fields.url}
        />
      </AddItemForm>
      <Panel title="Preview">
        <div
          className="mt-4 flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-slate-100 text-center text-sm text-slate-600"
          data-testid="video-preview"
        >
          {preview?.ok ? (
            <iframe
              src={preview.embedUrl}
              title="Video preview"
              className="h-full w-full border-0"
              allowFullScreen
            />
          ) : preview ? (
            <p className="px-4 text-red-700">{preview.error}</p>
          ) : (
            <p className="px-4">Enter a YouTube URL to see the preview.</p>
          )}
        </div>
      </Panel>
    </div>
  );
}

function VideoList({ videos }: { videos: VideoRow[] }) {
  return (
    <ul className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm">
      {videos.map((v) => (
        <li
          key={v.id}
          className="flex flex-wrap items-center justify-between gap-3 p-4"
          data-testid="video-row"
        >
          <div className="min-w-0">
            <p className="font-medium">{v.title}</p>
            <p className="text-sm text-slate-600">
              {languageName(v.language)} · Added <LocalTime at={v.createdAt} style="date" />
            </p>
            <p className="font-mono text-xs break-all text-slate-500">{v.videoUrl}</p>
          </div>
          <DeleteButton id={v.id} label={v.title} confirmText={`Delete “${v.title}”?`} />
        </li>
      ))}
    </ul>
  );
}
