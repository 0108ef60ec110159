import type { Picture } from '../../../shared/picture';

// The picture controls of content forms: the chosen picture(s), removable, and a gallery's order.

const thumb = (picture: Picture) => picture.variants[0]?.src ?? picture.src;

export function PictureField({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: Picture | null;
  onChange: (p: Picture | null) => void;
  label: string;
}) {
  return (
    <div id={id} className="d-flex align-items-center gap-3">
      {value ? (
        <img src={thumb(value)} alt={value.alt} width={96} height={96} className="rounded border object-fit-cover" />
      ) : (
        <span className="text-body-secondary">No picture</span>
      )}
      {value ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => onChange(null)}
          aria-label={`Remove the ${label.toLowerCase()}`}
        >
          Remove
        </button>
      ) : null}
    </div>
  );
}

export function GalleryField({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: Picture[];
  onChange: (p: Picture[]) => void;
  label: string;
  max: number;
}) {
  return (
    <ul id={id} className="list-unstyled d-flex flex-wrap gap-3 mb-0" aria-label={label}>
      {value.map((picture, index) => (
        <li key={picture.src} className="text-center">
          <img src={thumb(picture)} alt={picture.alt} width={96} height={96} className="rounded border object-fit-cover d-block mb-1" />
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            aria-label={`Remove picture ${index + 1}`}
          >
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
