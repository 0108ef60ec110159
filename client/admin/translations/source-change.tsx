import { Trans, useLingui } from '@lingui/react/macro';
import { diffWords } from 'diff';
import type { TranslatedValue } from '../../../shared/content/translatable';
import { textOfHtml } from '../../../shared/plain-text';

// How a field's English text changed since it was translated, word by word: what the translator must carry over.
// Rich text is compared as the words a reader sees, not its markup.

/** A field's value as words: a list one entry per line, rich text without its tags. */
export function wordsOf(value: TranslatedValue | undefined, richText: boolean): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join('\n');
  return richText ? textOfHtml(value) : value;
}

export function SourceChange({
  before,
  now,
  richText,
}: {
  before: TranslatedValue | undefined;
  now: TranslatedValue | undefined;
  richText: boolean;
}) {
  const { t } = useLingui();
  const changes = diffWords(wordsOf(before, richText), wordsOf(now, richText));
  return (
    <div className="translation-change small" role="note">
      <div className="fw-semibold">
        <Trans>The English text changed after this was translated:</Trans>
      </div>
      <p className="mb-0 admin-wrap">
        {changes.map((change, index) => {
          if (!change.added && !change.removed) return <span key={index}>{change.value}</span>;
          const Mark = change.added ? 'ins' : 'del';
          return (
            <Mark key={index}>
              <span className="visually-hidden">{change.added ? t`added:` : t`removed:`} </span>
              {change.value}
            </Mark>
          );
        })}
      </p>
    </div>
  );
}
