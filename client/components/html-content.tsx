import type { ElementType } from 'react';

/** HTML that the server has already sanitised (see server/render/sanitize.ts). Never pass user input here. */
export function HtmlContent({
  html,
  as: Tag = 'div',
  className,
  lang,
}: {
  html: string;
  as?: ElementType;
  className?: string;
  /** The content's language when it is not the page's (an untranslated text: 'en'). */
  lang?: string | undefined;
}) {
  return <Tag className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
