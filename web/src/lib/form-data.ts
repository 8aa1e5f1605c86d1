/**
 * A multipart body as the API takes it (spec §7): every defined field as text,
 * then the files, each under `galleryImage`.
 */
export function toFormData(
  fields: Record<string, string | number | undefined>,
  files: readonly File[] = [],
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) fd.append(k, String(v));
  for (const f of files) fd.append('galleryImage', f, f.name);
  return fd;
}
