import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

// Run before every test file, in either environment. It gives jest-dom's matchers (toBeInTheDocument,
// toHaveAccessibleName, toBeDisabled…) to the component tests, which run in jsdom (`/** @jest-environment jsdom */`
// at their top); the rest of the suite runs in node, where the matchers are there but unused. Importing the package
// also gives the matchers' types to every test, as tsconfig.json's `types` gives the `jest` globals'.

// What jsdom lacks and the components need: React Router (every AppLink, the staff API client) makes a TextEncoder
// when its module loads, and jsdom has none (browsers and Node both do).
if (typeof window !== 'undefined' && typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom lays nothing out: its Range has no boxes at all, and its document finds no element at a point. The rich-text
// editor (ProseMirror) asks the selection's range for its boxes to scroll the cursor into view, and the document
// which element a click landed on to place the cursor. Every box is empty (0 × 0 at 0, 0), as jsdom's elements'
// are, and no element is at any point (ProseMirror then places the cursor from the element clicked).
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  Object.assign(Range.prototype, {
    getClientRects: () => Object.assign([], { item: () => null }),
    getBoundingClientRect: () => new DOMRect(),
  });
}
if (typeof Document !== 'undefined' && !('elementFromPoint' in Document.prototype)) {
  Object.assign(Document.prototype, { elementFromPoint: () => null });
}
