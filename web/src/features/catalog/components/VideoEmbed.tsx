import classes from './VideoEmbed.module.css';

/**
 * A YouTube player from the privacy-enhanced domain (no cookies until it plays),
 * loaded only when scrolled near, in a 16:9 box that holds its place.
 */
export function VideoEmbed({ id, title }: { id: string; title: string }) {
  return (
    <div className={classes.frame}>
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
