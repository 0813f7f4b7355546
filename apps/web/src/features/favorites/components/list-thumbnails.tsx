import { SafeImage } from '../../../components/safe-image.tsx';
import classes from './favorites.module.css';

/** Up to 5 images of a list's items, side by side; an empty list says how to fill it. */
export function ListThumbnails({ images }: { images: string[] }) {
  if (images.length === 0) {
    return (
      <div className={`${classes.thumbs} ${classes.thumbsEmpty}`} aria-hidden>
        Save experiences here with ♡
      </div>
    );
  }
  return (
    <div className={classes.thumbs} aria-hidden>
      {images.slice(0, 5).map((src, i) => (
        <SafeImage key={`${src}-${i}`} src={src} alt="" width={120} height={96} />
      ))}
    </div>
  );
}
