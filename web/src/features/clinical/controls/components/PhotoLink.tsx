import type { TPhoto } from '@contract/clinical';
import { ControlPhoto } from './ControlPhoto';
import classes from './PhotoLink.module.css';

/** A photo's thumbnail that opens the photo at full size (a new tab: the link is signed and short-lived). */
export function PhotoLink({
  photo,
  alt,
  caption,
}: {
  photo: TPhoto;
  alt: string;
  caption?: string;
}) {
  return (
    <figure style={{ margin: 0 }}>
      <a
        href={photo.url}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.link}
        aria-label={`${alt}: ver en tamaño completo`}
      >
        <ControlPhoto src={photo.thumbUrl} alt={alt} />
      </a>
      {caption && <figcaption className={classes.caption}>{caption}</figcaption>}
    </figure>
  );
}
