import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentType } from 'react';
import type { Picture } from '../../shared/picture';
import { PictureImg } from './picture-img';
import type { ProductLightboxProps } from './product-lightbox';
import { selectedFirst } from './selected-first';

// The lightbox (and its stylesheet) is fetched when a visitor first reaches for the picture, not with the page.
export const loadLightbox = () => import('./product-lightbox');

/** The product's pictures: a large one that opens the lightbox, and 120×80 thumbnails that choose it. */
export function ProductGallery({ name, pictures }: { name: string; pictures: Picture[] }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const [lightbox, setLightbox] = useState<{ Lightbox: ComponentType<ProductLightboxProps>; pictures: Picture[] } | null>(null);
  const main = pictures[selected];
  if (!main) return null;

  const openLightbox = async () => {
    const { ProductLightbox } = await loadLightbox();
    setLightbox({ Lightbox: ProductLightbox, pictures: selectedFirst(pictures, selected) });
  };

  return (
    <>
      <button
        type="button"
        className="product-main-image ratio ratio-4x3 d-block w-100 p-0 border-0 bg-light rounded overflow-hidden"
        aria-label={t`Enlarge the picture of ${name}`}
        aria-haspopup="dialog"
        onClick={() => void openLightbox()}
        onPointerEnter={() => void loadLightbox()}
        onFocus={() => void loadLightbox()}
      >
        <PictureImg
          picture={main}
          sizes="(min-width: 992px) 440px, (min-width: 768px) 50vw, 100vw"
          priority
          className="object-fit-cover w-100 h-100"
        />
      </button>
      {pictures.length > 1 ? (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 product-thumbnails" aria-label={t`Product images`}>
          {pictures.map((picture, i, { length: count }) => {
            const number = i + 1;
            return (
              <li key={picture.src}>
                <button
                  type="button"
                  className={`btn p-0 border rounded overflow-hidden${i === selected ? ' border-primary border-2' : ''}`}
                  aria-label={t`Show image ${number} of ${count}`}
                  aria-pressed={i === selected}
                  onClick={() => setSelected(i)}
                >
                  {/* The strip yields to the main picture, which shares the same slow connection on a phone. */}
                  <PictureImg
                    picture={picture}
                    sizes="120px"
                    fetchPriority="low"
                    className="object-fit-cover d-block"
                    style={{ width: 120, height: 80 }}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {lightbox ? <lightbox.Lightbox name={name} pictures={lightbox.pictures} onClose={() => setLightbox(null)} /> : null}
    </>
  );
}
