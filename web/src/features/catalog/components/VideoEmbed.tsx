import classes from './VideoEmbed.module.css';

/**
 * A YouTube player from the privacy-enhanced domain (no cookies until it plays),
 * loaded only when scrolled near, in a 16:9 box that holds its place. With
 * `maxHeight`, the box is never taller than that (narrower screens scale it down).
 */
export function VideoEmbed({
  id,
  title,
  maxHeight,
}: {
  id: string;
  title: string;
  maxHeight?: number;
}) {
  return (
    <div
      className={classes.frame}
      style={maxHeight ? { maxWidth: (maxHeight * 16) / 9 } : undefined}
    >
      <iframe
        className={classes.iframe}
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`}
        title={title}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </div>
  );
}
