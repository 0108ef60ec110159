import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** How long a page may take before the bar shows: a quick answer should not flicker a bar. */
export const PROGRESS_DELAY_MS = 300;

/**
 * A thin bar across the top of the window while the next page's data loads in the app, from 300 ms on: a visitor
 * who clicked sees that something is coming. Nothing on the server or during hydration.
 */
export default function NavigationProgress() {
  const { t } = useLingui();
  const { state } = useNavigation();
  const loading = state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [loading]);
  if (!shown) return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t`Loading the page`} aria-valuetext={t`Loading`} />;
}
