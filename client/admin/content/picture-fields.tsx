import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ALT_MAX, type Picture } from '../../../shared/picture';
import { SortableList } from '../components/sortable-list';
import { PicturePicker } from '../media/picture-picker';
import { staffIntlLocale } from '../staff-i18n';

// The picture controls of content forms, on the picture library: one picture, or a gallery whose order is set by
// dragging (or Move earlier / Move later) and whose first picture is the one listings show. Each picture may have
// an alt text of its own on this item; left empty, pages show the library's (changed in Pictures, for every page).

const thumb = (picture: Picture) => picture.variants[0]?.src ?? picture.src;

/** The picture with the alt text the editor typed for this item (kept as typed; the server trims it). */
const withOwnAlt = (picture: Picture, ownAlt: string): Picture => ({ ...picture, ownAlt });

/** `which`: the picture's number in a gallery, which the label says to a screen reader. */
function OwnAltInput({ picture, onChange, which }: { picture: Picture; onChange: (p: Picture) => void; which?: number }) {
  const { t } = useLingui();
  const id = useId();
  const alt = picture.alt;
  return (
    <div className="mt-2 text-start">
      <label htmlFor={id} className="form-label small mb-1">
        {which ? (
          <Trans>
            Alt text on this page<span className="visually-hidden">, picture {which}</span>
          </Trans>
        ) : (
          <Trans>Alt text on this page</Trans>
        )}
      </label>
      <input
        id={id}
        type="text"
        className="form-control form-control-sm"
        maxLength={ALT_MAX}
        value={picture.ownAlt ?? ''}
        placeholder={picture.alt}
        title={t`Empty: the alt text from Pictures (${alt})`}
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
  const { t } = useLingui();
  // A picture's id in the list stays the same while the order changes: the place of its address among all of them.
  const sources = value.map((picture) => picture.src).sort();
  const idOf = (picture: Picture) => sources.indexOf(picture.src) + 1;
  const add = (chosen: Picture[]) => {
    const known = new Set(sources);
    onChange([...value, ...chosen.filter((picture) => !known.has(picture.src))]);
  };
  /** The field's name inside a sentence ("Add pictures to the gallery"). */
  const inText = label.toLocaleLowerCase(staffIntlLocale());
  return (
    <div>
      {value.length ? (
        <SortableList
          items={value}
          idOf={idOf}
          nameOf={(picture) => picture.alt}
          label={t`${label}, in order`}
          layout="grid"
          onReorder={(ids) => onChange(ids.map((id) => value.find((picture) => idOf(picture) === id)!))}
          renderItem={(picture, { index }) => {
            const number = index + 1;
            const alt = picture.alt;
            return (
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
                  aria-label={t`Remove picture ${number}: ${alt}`}
                >
                  <Trans>Remove</Trans>
                </button>
                <OwnAltInput
                  picture={picture}
                  which={number}
                  onChange={(changed) => onChange(value.map((other) => (other === picture ? changed : other)))}
                />
              </span>
            );
          }}
        />
      ) : null}
      {value.length < max ? (
        <PicturePicker multiple hideChosen value={value} onChange={add} label={t`Add pictures to the ${inText}`} error={error} />
      ) : (
        <p className="form-text">
          <Trans>The gallery is full ({max} pictures).</Trans>
        </p>
      )}
    </div>
  );
}
