// One link's statistics (spec section 2): total displays, total clicks, click rate with two
// decimals, and the activity log (date/time, action, page).
import { useEffect } from "react";
import { Form, useFetcher } from "react-router";
import { LocalTime } from "~/components/admin/local-time";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { Dialog } from "~/components/ui/dialog";
import { Stat, StatGrid } from "~/components/ui/stat";
import { clickRate } from "~/domain/referral/rotation";
import { RecentFigures } from "./recent-figures";
import type { loader as statsLoader } from "./stats";
import { useCloseParam } from "./use-close-param";

export function StatsDialog({ id, link }: { id: number; link: string }) {
  const fetcher = useFetcher<typeof statsLoader>();
  const close = useCloseParam("stats");
  const load = fetcher.load;
  useEffect(() => {
    void load(`/admin/referral-links/${id}/stats`);
  }, [id, load]);
  const stats = fetcher.data && "displays" in fetcher.data ? fetcher.data : null;
  const failed = fetcher.data && "error" in fetcher.data;

  return (
    <Dialog
      title="Link statistics"
      subtitle={<span className="font-mono">{link}</span>}
      onClose={close}
    >
      {failed ? (
        <p role="alert" className="text-red-700">
          Failed to load link logs
        </p>
      ) : null}
      {!stats && !failed ? <p>Loading...</p> : null}
      {stats ? (
        <>
          <StatGrid className="grid grid-cols-3 gap-2 sm:gap-3">
            <Stat tile label="Total displays" value={stats.displays} testId="stats-displays" />
            <Stat tile label="Total clicks" value={stats.clicks} testId="stats-clicks" />
            <Stat
              tile
              label="Click rate"
              value={clickRate(stats.clicks, stats.displays)}
              testId="stats-rate"
            />
          </StatGrid>
          {stats.clearedAt ? (
            <p className="text-sm text-slate-600" data-testid="stats-since">
              Counted since the logs were cleared on <LocalTime at={stats.clearedAt} />.
            </p>
          ) : null}
          <RecentFigures id={id} recent={stats.recent} />
          <ActivityLog
            id={id}
            link={link}
            logs={stats.logs}
            onRefresh={() => load(`/admin/referral-links/${id}/stats`)}
          />
        </>
      ) : null}
    </Dialog>
  );
}

/** What Clear logs changes, said before it is done. */
function clearLogsConfirmText(link: string) {
  return `Clear the logs of ${link}? Total displays, total clicks and the activity log start again from zero now. Displays left and the Analytics figures are not changed.`;
}

type LogEntry = { id: number; action: string; page: string; createdAt: number };

/** The dialog's activity log (date/time, action, page), with Refresh and Clear logs. */
function ActivityLog({
  id,
  link,
  logs,
  onRefresh,
}: {
  id: number;
  link: string;
  logs: LogEntry[];
  onRefresh: () => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">Activity log</h3>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onRefresh}>
            Refresh
          </Button>
          <Form
            method="post"
            onSubmit={(e) => {
              if (!confirm(clearLogsConfirmText(link))) e.preventDefault();
            }}
          >
            <input type="hidden" name="id" value={id} />
            <Button type="submit" variant="secondary" name="intent" value="clear-logs">
              Clear logs
            </Button>
          </Form>
        </div>
      </div>
      {logs.length === 0 ? (
        <p className="text-sm text-slate-500">No activity yet.</p>
      ) : (
        <div className="max-h-80 overflow-y-auto">
          <DataTable
            label="Activity log"
            rows={logs}
            rowKey={(log) => log.id}
            columns={[
              { header: "Date/time", cell: (log) => <LocalTime at={log.createdAt} /> },
              { header: "Action", cell: (log) => log.action },
              { header: "Page", cell: (log) => log.page, className: "font-mono text-xs" },
            ]}
          />
        </div>
      )}
    </>
  );
}
