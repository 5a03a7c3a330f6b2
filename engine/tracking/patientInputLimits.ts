/**
 * How long what a patient types may be: the API refuses past these lengths and the forms stop at
 * them, so both read them here.
 */

/** The shortest password a new account may choose. */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest password taken, at sign-up as at sign-in (argon2 hashes whatever it is given). */
export const PASSWORD_MAX_LENGTH = 128;
/** The longest chat message between a patient and an author, either way (docs/features/tracking.md: 1000). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
