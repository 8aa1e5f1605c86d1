/**
 * A file's size as a person in Uruguay reads it: '850 KB', '3,2 MB', '1,4 GB' (decimal
 * comma; powers of 1000, as phones and file managers count them). Each unit ends where its
 * rounding would write 1000 ('1000 KB', '1000,0 MB'): the next one takes over.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 999_500) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  if (bytes < 999_950_000) return `${oneDecimal(bytes / 1_000_000)} MB`;
  return `${oneDecimal(bytes / 1_000_000_000)} GB`;
}

const oneDecimal = (n: number) => n.toFixed(1).replace('.', ',');
