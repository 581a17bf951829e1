import { LocalTime } from "~/components/admin/local-time";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { contactStatus, type ContactListRow, type ContactStatus } from "~/data/contact-list";

const TONES: Record<ContactStatus, BadgeTone> = {
  subscribed: "green",
  unsubscribed: "gray",
  bounced: "red",
  complained: "amber",
};

const LABELS: Record<ContactStatus, string> = {
  subscribed: "Subscribed",
  unsubscribed: "Unsubscribed",
  bounced: "Bounced",
  complained: "Complained",
};

/** A contact's status; a suppressed one with its date and the provider's reason. */
export function ContactStatusCell({ contact }: { contact: ContactListRow }) {
  const status = contactStatus(contact);
  return (
    <div className="space-y-1">
      <Badge tone={TONES[status]}>{LABELS[status]}</Badge>
      {contact.suppressed && contact.suppressedAt ? (
        <p className="text-xs text-slate-600">
          <LocalTime at={contact.suppressedAt} />
          {contact.suppressionReason ? `: ${contact.suppressionReason}` : ""}
        </p>
      ) : null}
      {status === "unsubscribed" && contact.unsubscribedAt ? (
        <p className="text-xs text-slate-600">
          <LocalTime at={contact.unsubscribedAt} />
        </p>
      ) : null}
      {!contact.suppressed && contact.softBounces > 0 ? (
        <p className="text-xs text-slate-600">
          {contact.softBounces === 1
            ? "1 soft bounce in a row"
            : `${contact.softBounces} soft bounces in a row`}
        </p>
      ) : null}
    </div>
  );
}

export { LABELS as CONTACT_STATUS_LABELS };
