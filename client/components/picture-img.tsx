import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { AVIF_TYPE, avifSrcSetOf, avifUrlOf, srcSetOf, type Picture } from '../../shared/picture';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  picture: Picture;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once and with high priority. */
  priority?: boolean;
  alt?: string;
};

/**
 * Has the browser fetch a picture shown at once before it meets the image. React does so by itself for an eager
 * <img> it renders, but not for one inside <picture>, where the browser picks the file.
 */
export function preloadPicture(picture: Picture, sizes: string, fetchPriority?: 'high'): void {
  const avifSrcSet = picture.vector ? undefined : avifSrcSetOf(picture);
  preload(picture.vector ?? (avifSrcSet ? avifUrlOf(picture.src) : picture.src), {
    as: 'image',
    ...(picture.vector ? {} : { imageSrcSet: avifSrcSet ?? srcSetOf(picture), imageSizes: sizes }),
    ...(avifSrcSet ? { type: AVIF_TYPE } : {}),
    ...(fetchPriority ? { fetchPriority } : {}),
  });
}

/**
 * An image with every width it exists in, as AVIF for the browsers that read it and WebP for the others (or its
 * one SVG, which fits every width), and its box reserved, so nothing shifts while it loads.
 */
export function PictureImg({ picture, sizes, priority = false, alt, style, ...rest }: Props) {
  const avifSrcSet = picture.vector ? undefined : avifSrcSetOf(picture);
  if (priority) preloadPicture(picture, sizes, 'high');
  const img = (
    <img
      {...(picture.vector ? { src: picture.vector } : { src: picture.src, srcSet: srcSetOf(picture), sizes })}
      width={picture.width}
      height={picture.height}
      alt={alt ?? picture.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      draggable={false}
      // A cropped picture (object-fit: cover) keeps its focal point in view; an uncropped one is unaffected.
      style={picture.position ? { objectPosition: picture.position, ...style } : style}
      {...rest}
    />
  );
  if (!avifSrcSet) return img;
  return (
    <picture>
      <source type={AVIF_TYPE} srcSet={avifSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
