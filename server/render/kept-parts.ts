import type { KeptParts } from '../../client/components/kept-part';
import { type ContentRevision, droppedOnChange } from '../db/content-revision';

/** Parts are few (a footer per year, say): more keys than this means a variant is too fine, and nothing more is kept. */
const MAX_PARTS = 64;

/**
 * What a part's HTML may not contain to be sent again: a boundary still waiting or rendered in the browser (its
 * content would come later, by a script of that response) or a nonce (it is the response's own).
 */
const UNREPEATABLE = /<!--\$[?!]-->|<template|nonce=/;

/**
 * The inner HTML of the element that starts with `startTag` in a complete page: up to its matching end tag,
 * counting elements of the same name inside it. Undefined when the page does not have it, or has it twice (which
 * one is the part could not be told).
 */
export function innerHtmlOf(page: string, startTag: string): string | undefined {
  const start = page.indexOf(startTag);
  if (start < 0 || page.indexOf(startTag, start + 1) >= 0) return undefined;
  const name = /^<([a-z]+)/.exec(startTag)![1]!;
  const tags = new RegExp(`<(/?)${name}[\\s>]`, 'g');
  tags.lastIndex = start + startTag.length;
  let depth = 1;
  for (let tag = tags.exec(page); tag; tag = tags.exec(page)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return page.slice(start + startTag.length, tag.index);
  }
  return undefined;
}

/**
 * The page renderer's kept parts (`client/components/kept-part.tsx`): each is rendered in place on one page,
 * taken from that page's HTML, and sent again by later pages until the content revision moves.
 */
export function createKeptParts(revision: ContentRevision) {
  const kept = new Map<string, string>();
  const content = droppedOnChange(revision, () => kept.clear());

  /** The parts of one page: call `forPage` before rendering, `pageRendered` with its HTML when it is complete. */
  async function forPage() {
    const seen = await content.current();
    const wanted: { key: string; startTag: string }[] = [];
    const parts: KeptParts | null =
      seen === undefined
        ? null
        : {
            html: (key) => kept.get(key),
            keep: (key, startTag) => {
              if (kept.size + wanted.length < MAX_PARTS) wanted.push({ key, startTag });
            },
          };
    return {
      parts,
      /** Whether the page's HTML is wanted once it is complete. */
      wantsHtml: () => wanted.length > 0,
      pageRendered(html: string) {
        // Rendered from content that has changed since: the next page keeps the part instead.
        if (content.latest() !== seen) return;
        for (const { key, startTag } of wanted) {
          const inner = innerHtmlOf(html, startTag);
          if (inner !== undefined && !UNREPEATABLE.test(inner)) kept.set(key, inner);
        }
      },
    };
  }
  return { forPage };
}

export type KeptPartsStore = ReturnType<typeof createKeptParts>;
