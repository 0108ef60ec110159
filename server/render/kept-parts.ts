import { LRUCache } from 'lru-cache';
import { type KeptParts, PART_ATTRIBUTE } from '../../client/components/kept-part';
import { type ContentRevision, droppedOnChange } from '../db/content-revision';

/**
 * How many characters of kept parts a process holds, the least used going first. Parts per product (its card)
 * grow with the catalogue: a crawler walking every listing must not grow the process without bound. About 1,200
 * cards, or the header of every section and the footer many times over.
 */
export const KEPT_PARTS_MAX_CHARACTERS = 2_000_000;
/** What each kept part costs besides its HTML (its key, the cache's bookkeeping). */
const PART_OVERHEAD = 256;

/**
 * What a part's HTML may not contain to be sent again: a boundary still waiting or rendered in the browser (its
 * content would come later, by a script of that response) or a nonce (it is the response's own).
 */
const UNREPEATABLE = /<!--\$[?!]-->|<template|nonce=/;

/**
 * The inner HTML of the element marked `data-part="name"` in a complete page: from the end of its start tag to its
 * matching end tag, counting elements of the same tag name inside it. React escapes `<`, `>` and `"` in attribute
 * values and text, so the marker, and the start tag around it, are found as written. Undefined when the page does
 * not have it, or has it twice (which one is the part could not be told).
 */
export function innerHtmlOf(page: string, name: string): string | undefined {
  const marker = ` ${PART_ATTRIBUTE}="${name}"`;
  const at = page.indexOf(marker);
  if (at < 0 || page.indexOf(marker, at + 1) >= 0) return undefined;
  const start = page.lastIndexOf('<', at);
  const tagName = /^<([a-z]+)\s/.exec(page.slice(start, at + 1))?.[1];
  const contentStart = page.indexOf('>', at) + 1;
  if (start < 0 || !tagName || contentStart === 0) return undefined;
  const tags = new RegExp(`<(/?)${tagName}[\\s>]`, 'g');
  tags.lastIndex = contentStart;
  let depth = 1;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return page.slice(contentStart, tag.index);
  }
  return undefined;
}

/**
 * The page renderer's kept parts (`client/components/kept-part.tsx`): each is rendered in place on one page,
 * taken from that page's HTML, and sent again by later pages until the content revision moves.
 */
export function createKeptParts(
  revision: ContentRevision,
  { maxCharacters = KEPT_PARTS_MAX_CHARACTERS, onSent }: { maxCharacters?: number; onSent?: (key: string) => void } = {},
) {
  const kept = new LRUCache<string, string>({
    maxSize: maxCharacters,
    sizeCalculation: (html, key) => PART_OVERHEAD + key.length + html.length,
  });
  const content = droppedOnChange(revision, () => kept.clear());

  /** The parts of one page: call `forPage` before rendering, `pageRendered` with its HTML when it is complete. */
  async function forPage() {
    const seen = await content.current();
    const wanted: { key: string; name: string }[] = [];
    const parts: KeptParts | null =
      seen === undefined
        ? null
        : {
            html(key) {
              // The content moved since this page's loaders read theirs: a part kept from newer content would
              // not match the page's data.
              if (content.latest() !== seen) return undefined;
              const html = kept.get(key);
              if (html !== undefined) onSent?.(key);
              return html;
            },
            keep: (key, name) => wanted.push({ key, name }),
          };
    return {
      parts,
      /** Whether the page's HTML is wanted once it is complete. */
      wantsHtml: () => wanted.length > 0,
      pageRendered(html: string) {
        // Rendered from content that has changed since: the next page keeps the part instead.
        if (content.latest() !== seen) return;
        for (const { key, name } of wanted) {
          const inner = innerHtmlOf(html, name);
          // A copy of its own: a slice of the page would hold the whole page in memory for as long as it is kept.
          if (inner !== undefined && !UNREPEATABLE.test(inner)) kept.set(key, Buffer.from(inner).toString());
        }
      },
    };
  }
  return { forPage };
}

export type KeptPartsStore = ReturnType<typeof createKeptParts>;
