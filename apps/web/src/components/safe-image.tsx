import { useState, type ImgHTMLAttributes } from 'react';

export const MISSING_IMAGE = '/missing-image.svg';

type SafeImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'loading' | 'fetchPriority'
> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /** The page's main image: loaded at once and before other images (not lazily). */
  priority?: boolean;
};

/**
 * An image that falls back to /missing-image.svg when it is missing or fails to load. Lazy by
 * default, with explicit width and height so the page does not shift while it loads.
 */
export function SafeImage({ src, alt, priority = false, style, ...rest }: SafeImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : MISSING_IMAGE;
  return (
    <img
      {...rest}
      src={url}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      style={{ objectFit: 'cover', maxWidth: '100%', ...style }}
      onError={() => setFailed(src ?? null)}
    />
  );
}
