/**
 * Whether saving "Meu perfil" with this typed e-mail changes the user's e-mail. Password-reset links go to the
 * e-mail, so a change must carry the current password (the server asks for it, the form shows the field).
 * The server stores the e-mail trimmed; any other difference, letter case included, is a change.
 */
export const changesEmail = (current: string, typed: string): boolean => typed.trim() !== current;

/** The shortest password the server accepts (spec 5.3); the forms check it before sending. */
export const MIN_PASSWORD_LENGTH = 8;

/** A typed password shorter than the minimum (empty is "required", not "too short"). */
export const passwordTooShort = (password: string): boolean => password !== "" && password.length < MIN_PASSWORD_LENGTH;
