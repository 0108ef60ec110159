// The rich-text control of content forms. (Replaced by the Tiptap editor of the editing kit.)
export interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
}

export function RichTextField({ id, value, onChange, onBlur, invalid, describedBy }: RichTextFieldProps) {
  return (
    <textarea
      id={id}
      rows={5}
      className={`form-control${invalid ? ' is-invalid' : ''}`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
