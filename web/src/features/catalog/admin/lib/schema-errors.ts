import type { ZodType } from 'zod';

/**
 * Client-side check with the same contract schema the server applies (DECISIONS §1):
 * one message per top-level field, keyed as the form's fields are.
 */
export function schemaErrors(schema: ZodType, payload: unknown): Record<string, string> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The multipart body: every defined field as text, then the new images as `galleryImage`. */
export function toFormData(fields: Record<string, string | undefined>, files: File[] = []) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) fd.append(k, v);
  for (const f of files) fd.append('galleryImage', f, f.name);
  return fd;
}
