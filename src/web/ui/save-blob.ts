/** Saves a blob as a download under `fileName`, as the spec's "blob saved as arquivos.zip". */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Past the click's own task, so the download has the file before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
