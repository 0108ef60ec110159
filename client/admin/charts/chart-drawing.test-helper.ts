import { screen, within } from '@testing-library/react';

// Reading a chart rendered by Testing Library (in jsdom): what a screen reader gets (the drawing as one image named
// by the caption, the numbers in a table) through the accessibility tree, and the drawing's geometry from its SVG.
// A screen reader reads the drawing as one image with nothing inside, so its parts (bars, lines, labels) are found
// by the class of the group that holds them, and measured by their attributes.

/** The drawing: the one image named by the chart's caption. */
export const drawingOf = (title: string) => screen.getByRole('img', { name: title });

/** The shapes of one part of the drawing (`chart-bars`, `chart-lines`, `chart-category-labels`), in document order. */
export function shapesOf(drawing: Element, part: string, tag: string): Element[] {
  const group = drawing.querySelector(`.${part}`);
  if (!group) throw new Error(`no part ${part} in the drawing`);
  return [...group.querySelectorAll(tag)];
}

/** A number attribute of a shape, failing loudly when it is missing. */
export function numberAttribute(shape: Element, name: string): number {
  const value = shape.getAttribute(name);
  if (value === null) throw new Error(`no ${name} on ${shape.outerHTML}`);
  return Number(value);
}

/** The texts the drawing writes (axes, labels, values), in document order. */
export const textsOf = (element: Element) => [...element.querySelectorAll('text')].map((text) => text.textContent ?? '');

/** The chart's table, as a screen reader finds it by its caption: its rows of header and cell texts. */
export function dataTableOf(title: string): string[][] {
  const table = screen.getByRole('table', { name: title });
  const inOrder = (a: Element, b: Element) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      (['columnheader', 'rowheader', 'cell'] as const)
        .flatMap((role) => within(row).queryAllByRole(role))
        .sort(inOrder)
        .map((cell) => cell.textContent ?? ''),
    );
}

/** What a shape says when the pointer rests on it (its SVG `<title>`). */
export const tooltipOf = (shape: Element) => shape.querySelector(':scope > title')?.textContent;
