// What the Send Campaign tab says once a campaign is queued or scheduled; a campaign just started
// can be paused right here (issue 32), without looking for it in the history.
import { Button } from "~/components/ui/button";
import { useJsonAction } from "./use-json-action";

export function StartedNotice({ text, campaignId }: { text: string; campaignId?: number }) {
  const { fetcher, submit, busy } = useJsonAction();
  const paused = fetcher.state === "idle" && fetcher.data?.ok === true;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      <p className="min-w-0">{text}</p>
      {campaignId === undefined || paused ? null : (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => submit({ intent: "pause", id: campaignId })}
        >
          Pause this campaign
        </Button>
      )}
      {paused ? <p>Paused. Resume it from the campaign history when you are ready.</p> : null}
    </div>
  );
}
