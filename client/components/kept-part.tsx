import { createContext, useContext, type ReactNode } from 'react';

/**
 * The server's rendered parts, kept until the content changes (`server/render/kept-parts.ts`); absent in the
 * browser and in previews of drafts.
 */
export interface KeptParts {
  /** The inner HTML of the part rendered under this key before, if it is kept. */
  html(key: string): string | undefined;
  /** Asks for the part rendered under this key to be kept once the page is complete. */
  keep(key: string, startTag: string): void;
}

export const KeptPartsContext = createContext<KeptParts | null>(null);

type PartTag = 'footer';

/**
 * A part of every page whose HTML depends only on the published content and on `variant`: the server renders it
 * once per content revision and variant and sends that HTML again on later pages, rather than rendering the same
 * elements for every request. The markup is the same either way, so the browser hydrates it as it would the part
 * rendered in place. `variant` must name everything else the part's output depends on (the year it shows, say).
 */
export function KeptPart({
  as: Tag,
  name,
  variant,
  className,
  children,
}: {
  as: PartTag;
  name: string;
  variant: string;
  className: string;
  children: ReactNode;
}) {
  const parts = useContext(KeptPartsContext);
  const key = `${name}/${variant}`;
  const kept = parts?.html(key);
  if (kept !== undefined) return <Tag className={className} data-part={name} dangerouslySetInnerHTML={{ __html: kept }} />;
  // As React writes the start tag: the server finds the part in the page by it.
  parts?.keep(key, `<${Tag} class="${className}" data-part="${name}">`);
  return (
    <Tag className={className} data-part={name}>
      {children}
    </Tag>
  );
}
