/** Where the build lists the files a page without prerendered HTML needs at once (vite.config.ts, shellPreloads). */
export const SHELL_PRELOADS = '<!--shell-preloads-->';
export const SHELL_PRELOADS_END = '<!--/shell-preloads-->';

/** The shell keeps those links; a prerendered page, which starts its code only after painting, drops them. */
export function keepShellPreloads(template: string, keep: boolean): string {
  const start = template.indexOf(SHELL_PRELOADS);
  const end = template.indexOf(SHELL_PRELOADS_END);
  if (start < 0 || end < start) return template;
  const links = template.slice(start + SHELL_PRELOADS.length, end);
  return template.slice(0, start) + (keep ? links.trim() : '') + template.slice(end + SHELL_PRELOADS_END.length);
}
