/** The picture a lightbox opens on comes first; the others keep their order after it (spec §2). */
export function selectedFirst<T>(items: T[], selected: number): T[] {
  const chosen = items[selected];
  return chosen === undefined ? items : [chosen, ...items.filter((_, i) => i !== selected)];
}
