import type { ElementType } from 'react';

/** HTML that the server has already sanitised (see server/render/sanitize.ts). Never pass user input here. */
export function HtmlContent({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
