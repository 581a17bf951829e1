// How long a visitor keeps the referral link they were given (spec sections 4 and 9), on its own
// so the page code that needs it does not carry the rest of the rotation rules.

/** A visitor keeps the link they were given for one hour (spec: 3,600,000 ms). */
export const ASSIGNMENT_TTL_MS = 60 * 60 * 1000;
