// What the campaign history and its dialogs show of a campaign, shared by history.tsx and
// edit-schedule-dialog.tsx (the loader's rows, as app/data gives them).
import type { recentCampaignDetails } from "~/data/campaign-ledger";
import type { CampaignRow } from "~/data/campaigns";

export type CampaignItem = CampaignRow;

export type CampaignDetails = Awaited<ReturnType<typeof recentCampaignDetails>>;
