import type { ImgHTMLAttributes } from 'react';
import { srcSetOf, type Picture } from '../../shared/picture';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  picture: Picture;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  alt?: string;
};

/** An image with every width it exists in and its box reserved, so nothing shifts while it loads. */
export function PictureImg({ picture, sizes, priority = false, alt, ...rest }: Props) {
  return (
    <img
      src={picture.src}
      srcSet={srcSetOf(picture)}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      alt={alt ?? picture.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      draggable={false}
      {...rest}
    />
  );
}
