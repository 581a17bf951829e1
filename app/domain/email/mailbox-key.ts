// The mailbox an address delivers to, for limits: `victim+1@`, `victim+2@` and (at Gmail)
// `v.ictim@` all land in one inbox, so a budget keyed on the exact address is one per spelling.
// Only for counting; the address a person typed is what gets stored and mailed.

/** Domains whose mailboxes ignore dots in the local part, and the one name they share. */
const DOTS_IGNORED: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/**
 * The mailbox key of an address: lower-cased, the `+tag` dropped (every provider), and for the
 * providers that ignore dots the dots dropped and the domain's aliases made one.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at <= 0) return lower;
  const plus = lower.indexOf("+");
  let local = plus >= 0 && plus < at ? lower.slice(0, plus) : lower.slice(0, at);
  let domain = lower.slice(at + 1).replace(/\.$/, "");
  const alias = DOTS_IGNORED[domain];
  if (alias) {
    local = local.replace(/\./g, "");
    domain = alias;
  }
  // "+tag@x" has no mailbox name left: it is counted as its own spelling.
  return local ? `${local}@${domain}` : lower;
}
