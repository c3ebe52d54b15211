/**
 * The fault a verifier solver raises when a question cannot be read as a sensible question (a stem
 * in an unexpected shape, a figure that cannot exist). Its own module so solver files for each area
 * can raise it without importing the solver table that imports them.
 */
export class Unreadable extends Error {}
