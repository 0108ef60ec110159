import { useLingui } from '@lingui/react/macro';
import { type ComponentType, useState } from 'react';
import type { Picture } from '../../shared/picture';
import { HtmlContent } from './html-content';
import { PictureImg } from './picture-img';
import { loadLightbox } from './product-gallery';
import type { ProductLightboxProps } from './product-lightbox';
import { selectedFirst } from './selected-first';

export interface CaptionedPicture {
  picture: Picture;
  caption: string;
  /** Sanitised HTML said under the caption: what the photo shows. */
  text?: string;
}

/** A grid of captioned photos; each opens the lightbox on itself, the others following. */
export function PhotoGallery({ name, photos }: { name: string; photos: CaptionedPicture[] }) {
  const { t } = useLingui();
  const [lightbox, setLightbox] = useState<{ Lightbox: ComponentType<ProductLightboxProps>; pictures: Picture[] } | null>(null);
  const pictures = photos.map((p) => p.picture);

  const open = async (index: number) => {
    const { ProductLightbox } = await loadLightbox();
    setLightbox({ Lightbox: ProductLightbox, pictures: selectedFirst(pictures, index) });
  };

  return (
    <>
      <div className="row row-cols-2 row-cols-md-3 g-3">
        {photos.map(({ caption, ...photo }, i) => (
          <figure className="col mb-0" key={photo.picture.src}>
            <button
              type="button"
              className="btn p-0 border-0 d-block w-100 rounded overflow-hidden"
              aria-label={t`Enlarge: ${caption}`}
              aria-haspopup="dialog"
              onClick={() => void open(i)}
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
            >
              <PictureImg picture={photo.picture} sizes="(min-width: 768px) 33vw, 50vw" className="img-fluid d-block" />
            </button>
            <figcaption className="small mt-2">
              <span className="d-block fw-semibold">{caption}</span>
              {photo.text ? <HtmlContent html={photo.text} className="text-secondary photo-gallery-text" /> : null}
            </figcaption>
          </figure>
        ))}
      </div>
      {lightbox ? <lightbox.Lightbox name={name} pictures={lightbox.pictures} onClose={() => setLightbox(null)} /> : null}
    </>
  );
}
