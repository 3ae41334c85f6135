/**
 * The customer's file name, cleaned for display (the review screen, the admin): the last path segment,
 * without control characters or characters that are unsafe in file names or markup. It is never used as
 * a path; stored files get server-made names.
 */
export function displayFileName(raw: string | undefined, fallback: string): string {
  const lastSegment = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // Controls, and format characters such as direction overrides (U+202E shows "fdp.exe" as "exe.pdf").
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^[\s.]+/, '')
    .trim();
  const limited = [...cleaned].slice(0, 150).join('');
  return limited || fallback;
}
