// My Account's "Signed-in sessions" panel: each live session, signing out one or all others.
import { Form } from "react-router";
import { formatInstant } from "~/components/admin/format";
import { LocalTime } from "~/components/admin/local-time";
import { useTimeZone } from "~/components/admin/use-time-zone";
import { IntentButton } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";

type Session = {
  id: string;
  device: string;
  createdAt: number;
  lastSeenAt: number;
  current: boolean;
};

export function SessionsPanel({
  sessions,
  busy,
  message,
}: {
  sessions: Session[];
  busy: boolean;
  message: React.ReactNode;
}) {
  const zone = useTimeZone();
  return (
    <Panel
      title="Signed-in sessions"
      className="space-y-4"
      actions={
        <Form method="post">
          <input type="hidden" name="intent" value="revoke-others" />
          <Button type="submit" variant="secondary" disabled={busy}>
            Sign out all other sessions
          </Button>
        </Form>
      }
    >
      {message}
      <ul className="divide-y divide-slate-100" data-testid="session-list">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="text-sm">
              <p className="font-medium">
                {s.device} {s.current ? <Badge tone="green">This browser</Badge> : null}
              </p>
              <p className="text-slate-600">
                Signed in <LocalTime at={s.createdAt} /> · last seen <LocalTime at={s.lastSeenAt} />
              </p>
            </div>
            <IntentButton
              intent="revoke"
              id={s.id}
              label={`Sign out ${s.device}, last seen ${formatInstant(s.lastSeenAt, "datetime", zone)}`}
              variant="ghost"
              disabled={busy}
            >
              Sign out
            </IntentButton>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
