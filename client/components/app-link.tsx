import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { localizedHref } from '../../shared/i18n/locales';
import { useSiteLocale } from '../i18n/site-i18n';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this site as English writes it ('/product/…'), or a full address, which is left to the browser. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A path the app routes itself: one leading slash, not two (a protocol-relative address is another host). */
const isAppPath = (to: string) => to.startsWith('/') && !to.startsWith('//');

/** What React Router's links leave to the browser: other buttons, modifier keys (new tab, window), other targets. */
function opensHere(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * A link followed inside the app. The site links by absolute paths only, so the path is the href: React
 * Router's `<Link>` resolves each one against the matched routes (a JSON round trip per link, and a page has
 * about 150) and brings framework-mode prefetching into every visitor's download, both unused here.
 */
export function AppLink({ to: path, onClick, target, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  // A link leads to the page in the language of the page it is on.
  const to = useLocalizedHref(path);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isAppPath(to) || !opensHere(event, target)) return;
    event.preventDefault();
    // As with React Router's links: a link to the page being shown replaces its history entry. The address is
    // read at the click, so links do not render again on every navigation.
    const { pathname, search, hash } = window.location;
    void navigate(to, { replace: to === pathname + search + hash });
  };
  return <a href={to} target={target} onClick={follow} {...rest} />;
}

/** A path of the site in the language of the page shown; any other address as it is. */
export function useLocalizedHref(to: string): string {
  const locale = useSiteLocale();
  return isAppPath(to) ? localizedHref(locale, to) : to;
}

/** A path's section in the current address, as React Router's `<NavLink>` matches it (case aside). */
export function isCurrentSection(pathname: string, to: string, end = false): boolean {
  const current = pathname.toLowerCase();
  const own = to.toLowerCase();
  return current === own || (!end && current.startsWith(own) && current.charAt(own.length) === '/');
}

export interface AppNavLinkProps extends AppLinkProps {
  /** Only the path itself is current, not the pages under it. */
  end?: boolean;
  className?: string;
}

/** A navigation link marked `active` and `aria-current="page"` where the visitor is. */
export function AppNavLink({ to, end, className = '', ...rest }: AppNavLinkProps) {
  const { pathname } = useLocation();
  const active = isCurrentSection(pathname, useLocalizedHref(to), end);
  return (
    <AppLink
      to={to}
      className={active ? `${className} active`.trim() : className || undefined}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  );
}
