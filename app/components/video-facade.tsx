import { useState } from "react";
import { useI18n } from "./i18n-provider";

export type VideoRef = { id: string; title: string };

/**
 * A click-to-play YouTube video: a local placeholder (nothing is fetched from YouTube) until the
 * visitor presses play, then the youtube-nocookie player. 16:9, so nothing shifts on load.
 * Nothing without a video (issue 32): the pages leave the section out rather than show a box.
 */
export function VideoFacade({
  video,
  label,
  hideOnMobile,
}: {
  video: VideoRef | null;
  label: string;
  hideOnMobile?: boolean;
}) {
  const { t } = useI18n();
  const [playing, setPlaying] = useState(false);
  const hide = hideOnMobile ? "hidden sm:block" : "";
  // No video in the language, in English or in Settings: the page leaves the video out.
  if (!video) return null;
  return (
    <div
      className={`${hide} relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900 shadow-md`}
      data-testid="video"
    >
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1&rel=0`}
          title={video.title || label}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-800 via-slate-900 to-emerald-950 text-white focus-visible:outline-4 focus-visible:outline-emerald-400"
          aria-label={t("general.video.play", { title: video.title || label })}
        >
          <span
            className="flex h-16 w-16 items-center justify-center rounded-full bg-red-600 shadow-lg transition-transform group-hover:scale-110"
            aria-hidden="true"
          >
            <svg viewBox="0 0 24 24" className="ms-1 h-8 w-8" fill="currentColor">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
          <span className="max-w-[80%] truncate px-4 text-sm font-medium text-slate-200">
            {video.title || label}
          </span>
        </button>
      )}
    </div>
  );
}
