import { useState } from "react";
import { useTimeZone } from "~/components/admin/use-time-zone";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import type { TemplateRow } from "~/data/email-templates";
import { localDateTime } from "~/domain/formats/time-zone";
import type { CampaignItem } from "./campaign-types";
import { CampaignTargetFields } from "./campaign-target-fields";
import { SendAtField } from "./schedule-fields";
import { JsonActionForm } from "./json-action-form";
import { useJsonAction } from "./use-json-action";

/** Changes a scheduled campaign's time, template and filters before it starts. */
export function EditScheduleDialog({
  campaign,
  templates,
  countries,
  onClose,
}: {
  campaign: CampaignItem;
  templates: TemplateRow[];
  countries: string[];
  onClose: () => void;
}) {
  const timeZone = useTimeZone();
  const [form, setForm] = useState({
    templateId: String(campaign.templateId),
    languageFilter: campaign.languageFilter,
    countryFilter: campaign.countryFilter,
  });
  const [sendAt, setSendAt] = useState<string | null>(null);
  // The stored UTC time, shown in the admin's zone once the browser has said which it is.
  const shownAt =
    sendAt ??
    (timeZone && campaign.scheduledAt ? localDateTime(campaign.scheduledAt, timeZone) : "");
  const { submit, busy } = useJsonAction(() => onClose());
  return (
    <Dialog title={`Edit scheduled campaign: ${campaign.name}`} onClose={onClose}>
      <JsonActionForm
        className="space-y-4"
        submit={submit}
        intent="update-schedule"
        values={{ id: campaign.id, ...form, sendAt: shownAt, timeZone }}
      >
        <SendAtField value={shownAt} onChange={setSendAt} timeZone={timeZone} />
        <CampaignTargetFields
          value={form}
          onChange={(next) => setForm({ ...form, ...next })}
          templates={templates}
          countries={countries}
        />
        <Button type="submit" disabled={busy || !timeZone || shownAt === ""}>
          {busy ? "Saving…" : "Save Schedule"}
        </Button>
      </JsonActionForm>
    </Dialog>
  );
}
