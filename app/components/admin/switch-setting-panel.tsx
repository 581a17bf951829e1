// A site-wide yes/no setting as a panel: what holds now, and one button that switches it (the
// Team screen's "second factor for everyone", the Members screen's link approval). The form
// posts `intent` and the value to switch to (`required`: "on" or "off").
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";

export function SwitchSettingPanel({
  title,
  intent,
  on,
  says,
  switchLabel,
  busy = false,
  children,
}: {
  title: string;
  intent: string;
  on: boolean;
  /** What the panel says while the setting is on, and while it is off. */
  says: { on: string; off: string };
  /** The button while the setting is on (it turns it off), and while it is off. */
  switchLabel: { on: string; off: string };
  busy?: boolean;
  /** Shown under the form (the answer to the last switch). */
  children?: React.ReactNode;
}) {
  const state = on ? "on" : "off";
  return (
    <Panel title={title} className="space-y-3">
      <p className="text-sm text-slate-600">{says[state]}</p>
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="required" value={on ? "off" : "on"} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {switchLabel[state]}
        </Button>
      </Form>
      {children}
    </Panel>
  );
}
