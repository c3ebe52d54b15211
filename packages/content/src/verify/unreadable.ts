/** A question the verifier cannot read as a student would: a fault in the question, not in the verifier. */
export class Unreadable extends Error {}
