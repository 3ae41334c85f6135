/** A download the browser saves instead of rendering: the name is server-made, the type never sniffed. */
export function attachmentHeaders(contentType: string, fileName: string, length: number): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Length': String(length),
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'X-Content-Type-Options': 'nosniff',
  };
}
