import { paths } from '../../shared/paths';
import { FORM_PRIVACY_LINE, PRIVACY_LINK_TEXT } from '../../shared/privacy';

/**
 * What a form's personal data is for, with the privacy notice a plain link away: it works before the app runs and
 * without JavaScript, and opens in a new tab so that nothing typed into the form is lost.
 */
export function FormPrivacyLine() {
  return (
    <p className="form-privacy small mb-2">
      {FORM_PRIVACY_LINE}{' '}
      <a href={paths.privacy()} target="_blank" rel="noopener">
        {PRIVACY_LINK_TEXT}
      </a>
    </p>
  );
}
