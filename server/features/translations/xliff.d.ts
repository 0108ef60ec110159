// xliff ships no types: the two functions the translation files use (XLIFF 2.0 to and from its object form).
declare module 'xliff/js2xliff' {
  import type { XliffDocument } from 'xliff/xliff2js';
  export default function js2xliff(document: XliffDocument): Promise<string>;
}
declare module 'xliff/xliff2js' {
  export interface XliffUnit {
    source: string;
    target?: string;
    note?: string;
  }
  export interface XliffDocument {
    sourceLanguage: string;
    targetLanguage: string;
    resources: Record<string, Record<string, XliffUnit>>;
  }
  export default function xliff2js(xml: string): Promise<XliffDocument>;
}
