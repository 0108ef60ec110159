import { useLingui } from '@lingui/react/macro';
import type { InquirySummary } from '../../../shared/contracts/inbox';
import { DEFAULT_LOCALE } from '../../../shared/i18n/locales';
import { KIND_NAMES } from '../../../shared/staff/inbox';

/**
 * What an inquiry is, and the language it was sent in when that is not English ("Quotation request · German"):
 * the buyer reads that language, and was acknowledged in it. The language's name is the platform's (Intl), in the
 * staff member's own language.
 */
export function InquiryKindLine({ inquiry }: { inquiry: Pick<InquirySummary, 'kind' | 'locale'> }) {
  const { i18n, t } = useLingui();
  const kind = i18n._(KIND_NAMES[inquiry.kind]);
  if (inquiry.locale === DEFAULT_LOCALE) return <div className="small text-body-secondary">{kind}</div>;
  const language = new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(inquiry.locale) ?? inquiry.locale;
  return (
    <div className="small text-body-secondary">
      {kind} · <span title={t`Sent from the site in ${language}: the buyer reads this language`}>{language}</span>
    </div>
  );
}
