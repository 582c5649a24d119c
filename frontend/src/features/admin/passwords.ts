/**
 * The shortest password the API accepts (MIN_PASSWORD_LENGTH on the server): a new password on
 * My Account, and one chosen from an invitation or a reset link.
 */
export const MIN_PASSWORD_LENGTH = 12;
