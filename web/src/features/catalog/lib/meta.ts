import { plainText, truncate } from './format';

/** A detail page's meta description: its description, else the start of its text. */
export function metaDescription(item: { description: string; editorState: string } | undefined) {
  if (!item) return undefined;
  return truncate(plainText(item.description || item.editorState), 160) || undefined;
}
