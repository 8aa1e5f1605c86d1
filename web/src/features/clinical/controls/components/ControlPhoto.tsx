import { IconCamera } from '@tabler/icons-react';
import classes from './ControlPhoto.module.css';

/**
 * A control's photo in a box of fixed proportions (the 250x280 fit-in by default),
 * through its signed link; without a photo, the default picture (spec §3).
 */
export function ControlPhoto({
  src,
  alt,
  ratio = '250 / 280',
  emptyText = 'Sin fotos',
}: {
  src: string | null | undefined;
  alt: string;
  ratio?: string;
  emptyText?: string;
}) {
  return (
    <div className={classes.frame} style={{ aspectRatio: ratio }}>
      {src ? (
        <img className={classes.img} src={src} alt={alt} loading="lazy" decoding="async" />
      ) : (
        <>
          <IconCamera size={44} stroke={1.3} aria-hidden />
          <span className={classes.empty}>{emptyText}</span>
        </>
      )}
    </div>
  );
}
