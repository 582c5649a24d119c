/**
 * A relative path of plain segments: no empty, `.` or `..` segment, no backslash or NUL, so a key
 * can never name a file outside the upload folder.
 */
export function isStorageKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 1024 &&
    !/[\\\0]/.test(key) &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
  );
}
