import { useEffect, useRef } from "react";
import { Form, useFetcher, useSearchParams } from "react-router";
import { formatDateTime } from "~/components/admin/format";
import { Button, buttonClass } from "~/components/ui/button";
import { clickRate } from "~/domain/rotation";
import type { loader as statsLoader } from "./stats";

export function StatsDialog({ id, link }: { id: number; link: string }) {
  const fetcher = useFetcher<typeof statsLoader>();
  const ref = useRef<HTMLDialogElement>(null);
  const [, setParams] = useSearchParams();
  const load = fetcher.load;
  useEffect(() => {
    load(`/admin/referral-links/${id}/stats`);
  }, [id, load]);
  useEffect(() => {
    if (!ref.current?.open) ref.current?.showModal();
  }, []);
  const close = () =>
    setParams(
      (p) => {
        p.delete("stats");
        return p;
      },
      { preventScrollReset: true },
    );
  const stats = fetcher.data && "displays" in fetcher.data ? fetcher.data : null;
  const failed = fetcher.data && "error" in fetcher.data;

  return (
    <dialog
      ref={ref}
      onClose={close}
      aria-labelledby="stats-title"
      className="m-auto w-full max-w-2xl rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="space-y-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="stats-title" className="text-lg font-semibold">
              Link statistics
            </h2>
            <p className="font-mono text-xs break-all text-slate-500">{link}</p>
          </div>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className={buttonClass("ghost", "px-2 py-1")}
            aria-label="Close"
          >
            ×
          </button>
        </div>
        {failed ? (
          <p role="alert" className="text-red-700">
            Failed to load link logs
          </p>
        ) : null}
        {!stats && !failed ? <p>Loading...</p> : null}
        {stats ? (
          <>
            <dl className="grid grid-cols-3 gap-3 text-center">
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">Total displays</dt>
                <dd className="text-2xl font-bold" data-testid="stats-displays">
                  {stats.displays}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">Total clicks</dt>
                <dd className="text-2xl font-bold" data-testid="stats-clicks">
                  {stats.clicks}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-xs text-slate-500">Click rate</dt>
                <dd className="text-2xl font-bold" data-testid="stats-rate">
                  {clickRate(stats.clicks, stats.displays)}
                </dd>
              </div>
            </dl>
            <div className="flex items-center justify-between">
              <h3 className="font-medium">Activity log</h3>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  onClick={() => load(`/admin/referral-links/${id}/stats`)}
                >
                  Refresh
                </Button>
                <Form method="post">
                  <input type="hidden" name="id" value={id} />
                  <Button type="submit" variant="secondary" name="intent" value="clear-logs">
                    Clear logs
                  </Button>
                </Form>
              </div>
            </div>
            {stats.logs.length === 0 ? (
              <p className="text-sm text-slate-500">No activity yet.</p>
            ) : (
              <div className="max-h-80 overflow-y-auto rounded border border-slate-200">
                <table className="min-w-full text-sm">
                  <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2 text-start">
                        Date/time
                      </th>
                      <th scope="col" className="px-3 py-2 text-start">
                        Action
                      </th>
                      <th scope="col" className="px-3 py-2 text-start">
                        Page
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {stats.logs.map((log) => (
                      <tr key={log.id}>
                        <td className="px-3 py-2">{formatDateTime(log.createdAt)}</td>
                        <td className="px-3 py-2">{log.action}</td>
                        <td className="px-3 py-2 font-mono text-xs">{log.page}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        ) : null}
      </div>
    </dialog>
  );
}
