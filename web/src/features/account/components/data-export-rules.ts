/** An archive's size as people read it: 980 KB, 2.4 MB (decimal units, as browsers' downloads show). */
export function archiveSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 999_500) return `${Math.round(bytes / 1000)} KB`;
  const megabytes = bytes / 1_000_000;
  return megabytes < 9.95 ? `${megabytes.toFixed(1)} MB` : `${Math.round(megabytes)} MB`;
}
