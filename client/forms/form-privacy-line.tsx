import { useLingui } from '@lingui/react/macro';
import { localizedHref } from '../../shared/i18n/locales';
import { paths } from '../../shared/paths';
import { useSiteLocale } from '../i18n/site-i18n';
import { FORM_PRIVACY_LINE, PRIVACY_LINK_TEXT } from '../../shared/privacy';

/**
 * What a form's personal data is for, with the privacy notice a plain link away: it works before the app runs and
 * without JavaScript, and opens in a new tab so that nothing typed into the form is lost.
 */
export function FormPrivacyLine() {
  const { i18n } = useLingui();
  const privacy = localizedHref(useSiteLocale(), paths.privacy());
  return (
    <p className="form-privacy small mb-2">
      {i18n._(FORM_PRIVACY_LINE)}{' '}
      <a href={privacy} target="_blank" rel="noopener">
        {i18n._(PRIVACY_LINK_TEXT)}
      </a>
    </p>
  );
}
