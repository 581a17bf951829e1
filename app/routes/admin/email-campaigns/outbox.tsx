import type { Route } from "./+types/route";
import { LocalTime } from "~/components/admin/local-time";
import { Panel } from "~/components/ui/panel";

export function Outbox({ emails }: { emails: Route.ComponentProps["loaderData"]["outbox"] }) {
  return (
    <Panel title="Outbox (latest 20)">
      {emails.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No emails yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {emails.map((e) => (
            <li key={e.id} className="py-2" data-testid="outbox-email">
              <details>
                <summary className="min-h-11 cursor-pointer py-2 text-sm break-words md:min-h-0">
                  <strong>{e.subject}</strong> → {e.to} · <LocalTime at={e.createdAt} />
                </summary>
                <pre className="mt-2 rounded bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap">
                  {e.textBody}
                </pre>
                <pre className="mt-2 text-xs whitespace-pre-wrap text-slate-500">
                  {Object.entries(JSON.parse(e.headers) as Record<string, string>)
                    .map(([k, v]) => `${k}: ${v}`)
                    .join("\n")}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
