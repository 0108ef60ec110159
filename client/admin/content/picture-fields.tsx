import { useId } from 'react';
import { ALT_MAX, type Picture } from '../../../shared/picture';
import { SortableList } from '../components/sortable-list';
import { PicturePicker } from '../media/picture-picker';

// The picture controls of content forms, on the picture library: one picture, or a gallery whose order is set by
// dragging (or Move earlier / Move later) and whose first picture is the one listings show. Each picture may have
// an alt text of its own on this item; left empty, pages show the library's (changed in Pictures, for every page).

const thumb = (picture: Picture) => picture.variants[0]?.src ?? picture.src;

/** The picture with the alt text the editor typed for this item (kept as typed; the server trims it). */
const withOwnAlt = (picture: Picture, ownAlt: string): Picture => ({ ...picture, ownAlt });

function OwnAltInput({ picture, onChange, which }: { picture: Picture; onChange: (p: Picture) => void; which?: string }) {
  const id = useId();
  return (
    <div className="mt-2 text-start">
      <label htmlFor={id} className="form-label small mb-1">
        Alt text on this page{which ? <span className="visually-hidden">, {which}</span> : null}
      </label>
      <input
        id={id}
        type="text"
        className="form-control form-control-sm"
        maxLength={ALT_MAX}
        value={picture.ownAlt ?? ''}
        placeholder={picture.alt}
        title={`Empty: the alt text from Pictures (${picture.alt})`}
        onChange={(event) => onChange(withOwnAlt(picture, event.target.value))}
      />
    </div>
  );
}

export function PictureField({
  value,
  onChange,
  label,
  error,
}: {
  value: Picture | null;
  onChange: (p: Picture | null) => void;
  label: string;
  error?: string;
}) {
  return (
    <>
      <PicturePicker value={value} onChange={onChange} label={label} error={error} />
      {value ? <OwnAltInput picture={value} onChange={onChange} /> : null}
    </>
  );
}

export function GalleryField({
  value,
  onChange,
  label,
  error,
  max,
}: {
  value: Picture[];
  onChange: (p: Picture[]) => void;
  label: string;
  error?: string;
  max: number;
}) {
  // A picture's id in the list stays the same while the order changes: the place of its address among all of them.
  const sources = value.map((picture) => picture.src).sort();
  const idOf = (picture: Picture) => sources.indexOf(picture.src) + 1;
  const add = (chosen: Picture[]) => {
    const known = new Set(sources);
    onChange([...value, ...chosen.filter((picture) => !known.has(picture.src))]);
  };
  return (
    <div>
      {value.length ? (
        <SortableList
          items={value}
          idOf={idOf}
          nameOf={(picture) => picture.alt}
          label={`${label}, in order`}
          layout="grid"
          onReorder={(ids) => onChange(ids.map((id) => value.find((picture) => idOf(picture) === id)!))}
          renderItem={(picture, { index }) => (
            <span className="d-block text-center">
              <img
                src={thumb(picture)}
                alt={picture.alt}
                width={96}
                height={96}
                className="rounded border object-fit-cover d-block mx-auto mb-1"
              />
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => onChange(value.filter((other) => other !== picture))}
                aria-label={`Remove picture ${index + 1}: ${picture.alt}`}
              >
                Remove
              </button>
              <OwnAltInput
                picture={picture}
                which={`picture ${index + 1}`}
                onChange={(changed) => onChange(value.map((other) => (other === picture ? changed : other)))}
              />
            </span>
          )}
        />
      ) : null}
      {value.length < max ? (
        <PicturePicker
          multiple
          hideChosen
          value={value}
          onChange={add}
          label={`Add pictures to the ${label.toLowerCase()}`}
          error={error}
        />
      ) : (
        <p className="form-text">The gallery is full ({max} pictures).</p>
      )}
    </div>
  );
}
