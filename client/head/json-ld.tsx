/**
 * Structured data for search engines. `<` is escaped so stored text can never close the script element.
 * A JSON-LD block is data, not code: browsers do not run it.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
