import classes from './RichText.module.css';

/**
 * The admin's rich text. The server sanitizes it with an allow-list when it is
 * saved (formatting, links, our images, YouTube embeds), so it is shown as is.
 */
export function RichText({ html }: { html: string }) {
  if (!html.trim()) return null;
  return <div className={classes.rich} dangerouslySetInnerHTML={{ __html: html }} />;
}
