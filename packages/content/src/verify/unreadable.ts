/** Thrown by a verifier solver when the question cannot be read as a well-posed problem. */
export class Unreadable extends Error {}
