// The Members screen's setting: whether a member's change of their own referral link applies at
// once or waits for the operator's approval (stored as a site setting).
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Panel } from "~/components/ui/panel";

export function ApprovalPanel({ required }: { required: boolean }) {
  return (
    <Panel title="Members' link changes" className="space-y-3">
      <p className="text-sm text-slate-600">
        {required
          ? "A member's new referral link waits for your approval in the list above."
          : "A member's new referral link applies at once (it is checked as a URL and audited)."}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="approval" />
        <input type="hidden" name="required" value={required ? "off" : "on"} />
        <Button type="submit" variant="secondary">
          {required ? "Apply link changes at once" : "Require my approval for link changes"}
        </Button>
      </Form>
    </Panel>
  );
}
