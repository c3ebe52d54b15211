/** Thrown by a verifier solver when the question cannot be read as its construct asks. */
export class Unreadable extends Error {}
