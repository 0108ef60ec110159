import { useLingui } from '@lingui/react/macro';
import { useScrolledPast } from './use-scrolled-past';

/**
 * Spec §1: a round button at the bottom right, shown once the page is scrolled past 100 px. It does nothing before
 * the app runs, so it is rendered once the app has taken over the page (its code follows the first script).
 */
export default function ScrollToTopButton() {
  const { t } = useLingui();
  const visible = useScrolledPast();
  return (
    <button
      type="button"
      className={`scroll-to-top btn btn-primary rounded-circle shadow${visible ? ' is-visible' : ''}`}
      aria-label={t`Scroll to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 16 16" width="20" height="20" aria-hidden="true" fill="currentColor">
        <path d="M8 3.5 2.5 9l1.4 1.4L8 6.3l4.1 4.1L13.5 9z" />
      </svg>
    </button>
  );
}
