// Pure rules of welcome sequences (issue 35): what a contact's due step becomes when the cron
// looks at it (sent, skipped for a condition or for being too late, put off to the contact's
// daytime, or the end), the text a language gets, and the links' attribution. No I/O: the cron is
// app/server/email/sequence-cron.server.ts, the sending app/server/email/sequence-send.server.ts.
import { localDateTime, zonedTimeToUtc } from "../formats/time-zone";
import { countryTimeZone } from "./sequence-zones";

const HOUR_MS = 60 * 60 * 1000;

/** A step due longer ago than this (downtime, a long pause of the queue) is skipped and counted,
 * so a catch-up never sends a burst of old steps. */
export const MAX_LATENESS_MS = 12 * HOUR_MS;

/** The query parameter of sequence emails' links: `?s=<sequence>.<step>`. */
export const SEQUENCE_PARAM = "s";
/** The member whose personal link the contact came through: their code, in the parameter the
 * site's attribution reads (`?via=<code>`, issue 30), so a visit from the email is theirs. */
export const SPONSOR_PARAM = "via";
/** The contact's marker (app/server/email/contact-marker.server.ts): a Join click after the email
 * counts for the "not clicked Join yet" condition. */
export const CONTACT_PARAM = "k";

export const SKIP_TOO_LATE = "Too late: the step was due more than 12 hours before it could go";
export const SKIP_JOINED = "Condition: the contact has already clicked Join";
export const SKIP_LANGUAGE = "Condition: the step is not for the contact's language";
export const SKIP_UNSUBSCRIBED = "Unsubscribed before sending";
export const SKIP_SUPPRESSED = "Suppressed (bounced or complained) before sending";
export const SKIP_STOPPED = "The enrolment ended before sending";

export type StepRule = {
  id: number;
  position: number;
  delayHours: number;
  onlyIfNotJoined: boolean;
  /** Language codes the step is for; empty for all. */
  languages: readonly string[];
};

export type SendWindow = { startHour: number; endHour: number };

export type DueEnrolment = {
  position: number;
  dueAt: number;
  language: string;
  country: string;
  subscribed: boolean;
  suppressed: string | null;
  joinedAt: number | null;
};

export type DuePlan = {
  /** Ledger rows to write as skipped, each with its reason. */
  skips: { stepId: number; dueAt: number; reason: string }[];
  /** The step to send now (a pending ledger row), if any. */
  send: { stepId: number; dueAt: number } | null;
  /** Where the enrolment goes next: its next step and when it falls due, or its end. */
  next:
    | { status: "active"; position: number; dueAt: number }
    | { status: "completed" }
    | { status: "stopped"; reason: string };
};

export const delayMs = (step: Pick<StepRule, "delayHours">) => step.delayHours * HOUR_MS;

/** Splits "hi,en" into codes; "" is every language. */
export function parseLanguages(value: string): string[] {
  return value
    .split(",")
    .map((l) => l.trim())
    .filter(Boolean);
}

/** When a contact enrolled at `at` gets the sequence's first step. */
export function firstDueAt(steps: readonly StepRule[], at: number): number | null {
  const first = steps[0];
  return first ? at + delayMs(first) : null;
}

function conditionFails(step: StepRule, e: DueEnrolment): string | null {
  if (step.onlyIfNotJoined && e.joinedAt !== null) return SKIP_JOINED;
  if (step.languages.length > 0 && !step.languages.includes(e.language)) return SKIP_LANGUAGE;
  return null;
}

/**
 * What a due enrolment becomes at `now`. Steps whose condition fails, and steps more than
 * MAX_LATENESS_MS late, are skipped (the next one's time counts from the skipped one's), so after
 * downtime the contact gets the step that is due now and not the old ones. At most one step is
 * sent per look; the step after it counts its delay from now. Outside the contact's daytime the
 * step waits for the window's start.
 */
export function planDueStep(
  steps: readonly StepRule[],
  e: DueEnrolment,
  now: number,
  window: SendWindow | null,
  maxLatenessMs = MAX_LATENESS_MS,
): DuePlan {
  const skips: DuePlan["skips"] = [];
  if (!e.subscribed)
    return { skips, send: null, next: { status: "stopped", reason: "unsubscribed" } };
  if (e.suppressed) return { skips, send: null, next: { status: "stopped", reason: "suppressed" } };
  let index = steps.findIndex((s) => s.position >= e.position);
  let dueAt = e.dueAt;
  while (index !== -1 && index < steps.length) {
    const step = steps[index]!;
    if (dueAt > now)
      return { skips, send: null, next: { status: "active", position: step.position, dueAt } };
    const reason = conditionFails(step, e) ?? (now - dueAt > maxLatenessMs ? SKIP_TOO_LATE : null);
    const following = steps[index + 1];
    if (reason) {
      skips.push({ stepId: step.id, dueAt, reason });
      index++;
      if (following) dueAt += delayMs(following);
      continue;
    }
    const opens = windowOpensAt(now, e.country, window);
    if (opens > now)
      return {
        skips,
        send: null,
        next: { status: "active", position: step.position, dueAt: opens },
      };
    return {
      skips,
      send: { stepId: step.id, dueAt },
      next: following
        ? { status: "active", position: following.position, dueAt: now + delayMs(following) }
        : { status: "completed" },
    };
  }
  return { skips, send: null, next: { status: "completed" } };
}

/** `at` when it is inside the window in the contact's zone (or either is unknown), else the
 * window's next start there. */
export function windowOpensAt(at: number, country: string, window: SendWindow | null): number {
  const zone = countryTimeZone(country);
  if (!window || !zone) return at;
  const local = localDateTime(at, zone);
  const hour = Number(local.slice(11, 13));
  if (hour >= window.startHour && hour < window.endHour) return at;
  const day = local.slice(0, 10);
  const startDay = hour < window.startHour ? day : nextDay(day);
  // A start hour a clock change skips: the hour after it.
  return (
    zonedTimeToUtc(`${startDay}T${twoDigits(window.startHour)}:00`, zone) ??
    zonedTimeToUtc(`${startDay}T${twoDigits(window.startHour + 1)}:00`, zone) ??
    at
  );
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
}

export type StepText = { language: string; subject: string; body: string };

/** The text a contact in `language` gets: theirs, else the English one (else the first there is). */
export function textForLanguage<T extends StepText>(
  texts: readonly T[],
  language: string,
): T | null {
  return (
    texts.find((t) => t.language === language) ??
    texts.find((t) => t.language === "en") ??
    texts[0] ??
    null
  );
}

/** The languages that get the English text because the step has none of their own. */
export function fallbackLanguages(
  texts: readonly StepText[],
  languages: readonly string[],
): string[] {
  const own = new Set(texts.map((t) => t.language));
  return languages.filter((l) => !own.has(l));
}

/**
 * Adds `s=<sequence>.<step>` (and the sponsor's code and the contact's marker when known) to every link to the site in a
 * sequence email's text, so visits and Join clicks count for the step and keep the sponsor. Other
 * links are left alone.
 */
export function tagSequenceLinks(
  text: string,
  origin: string,
  tag: { sequenceId: number; stepId: number; sponsor: string | null; contact?: string | null },
): string {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return text.replace(new RegExp(`${escaped}(?=[/?#\\s]|$)[^\\s<>"]*`, "g"), (link) => {
    try {
      const url = new URL(link);
      if (url.origin !== origin) return link;
      url.searchParams.set(SEQUENCE_PARAM, `${tag.sequenceId}.${tag.stepId}`);
      if (tag.sponsor && !url.searchParams.has(SPONSOR_PARAM))
        url.searchParams.set(SPONSOR_PARAM, tag.sponsor);
      if (tag.contact) url.searchParams.set(CONTACT_PARAM, tag.contact);
      return url.toString();
    } catch {
      return link;
    }
  });
}

/** "2 days", "1 hour", "at once": a step's delay as the screen shows it. */
export function describeDelay(hours: number): string {
  if (hours === 0) return "at once";
  if (hours % 24 === 0) return hours === 24 ? "1 day" : `${hours / 24} days`;
  return hours === 1 ? "1 hour" : `${hours} hours`;
}
