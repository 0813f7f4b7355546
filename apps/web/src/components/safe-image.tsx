import { useState, type ImgHTMLAttributes } from 'react';

export const MISSING_IMAGE = '/missing-image.svg';

type SafeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
};

/**
 * An image that falls back to /missing-image.svg when it is missing or fails to load. Lazy by
 * default, with explicit width and height so the page does not shift while it loads.
 */
export function SafeImage({ src, alt, loading = 'lazy', style, ...rest }: SafeImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? src : MISSING_IMAGE;
  return (
    <img
      {...rest}
      src={url}
      alt={alt}
      loading={loading}
      decoding="async"
      style={{ objectFit: 'cover', maxWidth: '100%', ...style }}
      onError={() => setFailed(src ?? null)}
    />
  );
}
