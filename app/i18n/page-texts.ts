// Which texts a page's data carries (issue 34). The root's data holds the shell's texts, those of
// the header, footer, language menu, toasts and error pages; each public page's loader adds the
// texts its own code shows, listed here by key prefix, or as a whole key where `*` stands for one
// part ("earnings.*.title": each income type's title). A key no page lists belongs to the shell.
// tests/unit/page-texts.test.ts reads each route's modules and fails when one names a text its
// page does not receive, or when a prefix here is used by none of its page's code.

export const PAGE_TEXTS = {
  home: [
    "homepage.",
    "earnings.*.title",
    "earnings.*.text",
    "slots.cost",
    "slots.directIncome",
    "slots.levelIncome",
    "slots.globalIncome",
    "slots.levelName",
    "slots.activate",
    "general.chat.",
    "general.video.",
    "general.qr.",
    "general.disclaimer.",
    "general.stickyCta.",
    "general.meta.description",
  ],
  join: [
    "join.",
    "homepage.referral.",
    "homepage.features.start.title",
    "general.video.",
    "general.qr.",
    "general.stickyCta.",
    "general.meta.joinDescription",
  ],
  earnings: [
    "earnings.",
    "slots.",
    "homepage.features.start.title",
    "general.disclaimer.",
    "general.stickyCta.",
    "general.meta.earningsDescription",
  ],
  slots: [
    "slots.",
    "homepage.slots.title",
    "homepage.features.start.title",
    "general.disclaimer.",
    "general.stickyCta.",
    "general.meta.slotsDescription",
  ],
  presentations: ["presentations.", "general.meta.presentationsDescription"],
  assistant: ["general.chat.", "general.disclaimer.", "general.meta.assistantDescription"],
  member: ["general.member."],
} as const satisfies Record<string, readonly string[]>;

export type TextPage = keyof typeof PAGE_TEXTS;

const OWNED: readonly string[] = Object.values(PAGE_TEXTS).flat();

/** Whether a list's entry (a prefix, or a whole key with `*` for one part) names a key. */
export function names(entry: string, key: string): boolean {
  if (!entry.includes("*")) return key.startsWith(entry);
  const parts = entry.split(".");
  const pieces = key.split(".");
  return parts.length === pieces.length && parts.every((p, i) => p === "*" || p === pieces[i]);
}

/** A text of the shell: one that no page's list claims. */
export function isShellKey(key: string): boolean {
  return !OWNED.some((entry) => names(entry, key));
}

/** Texts only the server writes (emails, pages the Worker writes itself): in no page's data. */
export const SERVER_ONLY_TEXTS = [
  "general.unsubscribe.", // email footers and /unsubscribe (its own loader sends its texts)
  "general.offline.", // the offline page (app/server/offline)
  "general.fileLink.", // a refused file link's page (app/server/files)
  "general.rateLimited.", // the Worker's 429 page
  "general.signup.emailSubject", // the confirmation email
  "general.signup.emailBody",
  "general.member.emailSubject", // the member sign-in and invitation emails
  "general.member.emailBody",
  "general.member.inviteSubject",
  "general.member.inviteBody",
];
