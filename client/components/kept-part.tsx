import { createContext, useContext, type DOMAttributes, type ReactNode } from 'react';

/**
 * The server's rendered parts, kept until the content changes (`server/render/kept-parts.ts`); absent in the
 * browser and in previews of drafts.
 */
export interface KeptParts {
  /** The inner HTML of the part rendered under this key before, if it is kept. */
  html(key: string): string | undefined;
  /** Asks for the part named `name` on this page to be kept under `key` once the page is complete. */
  keep(key: string, name: string): void;
}

export const KeptPartsContext = createContext<KeptParts | null>(null);

type PartTag = 'article' | 'footer' | 'header';

/** The attribute a kept part is found by in the page's HTML. */
export const PART_ATTRIBUTE = 'data-part';

export type KeptPartProps = {
  as: PartTag;
  /** Written as `data-part`: the page's HTML must hold it once. */
  name: string;
  /** Everything besides the published content that the part's HTML depends on ('' for nothing). */
  variant: string;
  className?: string;
  /** The part's content, made only when it is rendered: a kept part costs none of the work of its links and texts. */
  children: () => ReactNode;
} & Omit<DOMAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * A part of pages whose HTML depends only on the published content and on `variant`: the server renders it once
 * per content revision and variant and sends that HTML again on later pages, rather than rendering the same
 * elements for every request. The markup is the same either way, so the browser hydrates it as it would the part
 * rendered in place. `variant` must name everything else the part's output depends on (the year it shows, the
 * links it marks as where the visitor is), and the part must not depend on the visitor: state that changes its HTML
 * starts after hydration. A part that stands at different places in the tree (a card) must not hold ids made by
 * `useId`, which depend on the place. The browser's build renders the children (`kept-part.browser.tsx`).
 */
export function KeptPart({ as: Tag, name, variant, children, ...attributes }: KeptPartProps) {
  const parts = useContext(KeptPartsContext);
  const key = `${name}/${variant}`;
  const kept = parts?.html(key);
  if (kept !== undefined) return <Tag {...attributes} data-part={name} dangerouslySetInnerHTML={{ __html: kept }} />;
  parts?.keep(key, name);
  return (
    <Tag {...attributes} data-part={name}>
      {children()}
    </Tag>
  );
}
