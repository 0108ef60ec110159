/**
 * Reading the charts' server-rendered markup in tests, as the page tests read pages: by tag and class, without a
 * DOM. React's static markup is regular enough for that (double-quoted attributes, no stray `>` in them).
 */

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The attributes of every `<tag …>` in the markup, in document order. */
export function tagsOf(markup: string, tag: string): Record<string, string>[] {
  return [...markup.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map(([, attributes = '']) =>
    Object.fromEntries([...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name, decode(value)])),
  );
}

/** A number attribute of a tag, failing loudly when it is missing. */
export function numberAttribute(attributes: Record<string, string>, name: string): number {
  const value = attributes[name];
  if (value === undefined) throw new Error(`no ${name} in ${JSON.stringify(attributes)}`);
  return Number(value);
}

/** The markup from the element with this class to the end of the drawing it is in. */
export function partOf(markup: string, className: string): string {
  const start = markup.indexOf(`class="${className}"`);
  if (start < 0) throw new Error(`no element of class ${className}`);
  return markup.slice(start, markup.indexOf('</svg>', start));
}

/** The texts of every `<text>` element in the markup. */
export function textsOf(markup: string): string[] {
  return [...markup.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map(([, text = '']) => decode(text));
}

/** The visually hidden data table: its caption, and its rows of header and cell texts. */
export function dataTableOf(markup: string): { caption: string; rows: string[][] } {
  const table = /<table class="visually-hidden">(.*?)<\/table>/s.exec(markup)?.[1];
  if (table === undefined) throw new Error('no visually hidden table');
  const caption = decode(/<caption>(.*?)<\/caption>/s.exec(table)?.[1] ?? '');
  const rows = [...table.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row = '']) =>
    [...row.matchAll(/<t[hd]\b[^>]*>(.*?)<\/t[hd]>/gs)].map(([, cell = '']) => decode(cell)),
  );
  return { caption, rows };
}
