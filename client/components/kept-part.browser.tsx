import type { KeptPartProps } from './kept-part';

/**
 * `KeptPart` in the browser's build (vite.config.ts puts this module in its place): there are no kept parts here,
 * and every page's first script does not carry the server's side of them.
 */
export function KeptPart({ as: Tag, name, variant: _variant, children, ...rest }: KeptPartProps) {
  return (
    <Tag {...rest} data-part={name}>
      {children()}
    </Tag>
  );
}
