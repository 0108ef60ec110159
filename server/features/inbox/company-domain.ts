/**
 * The buyer's company as its e-mail domain ('anna@firma.de' → 'firma.de'): the inbox groups a company's inquiries
 * by it and searches it. Addresses at free mail services tell no company, so they give none: two strangers at
 * gmail.com are not one buyer.
 */

/** Free mail services by exact domain. */
const FREE_MAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'sina.com',
  'naver.com',
  'daum.net',
  'mail.ru',
  'inbox.ru',
  'list.ru',
  'bk.ru',
  'rambler.ru',
  'web.de',
  't-online.de',
  'freenet.de',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'tutanota.com',
  'zoho.com',
  'gmx.net',
  'mail.com',
  'libero.it',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'seznam.cz',
  'wp.pl',
  'o2.pl',
  'interia.pl',
  'onet.pl',
]);

/**
 * Free mail services under many country domains (yahoo.co.uk, hotmail.fr, gmx.de, yandex.ru …): the domain's
 * first label before the country or generic ending.
 */
const FREE_MAIL_BRANDS = new Set(['yahoo', 'ymail', 'hotmail', 'outlook', 'live', 'msn', 'yandex', 'gmx', 'aim']);

/** The domain of an e-mail address in lower case, or null when the address has none. */
export function emailDomain(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

/** A generic or country ending after a brand: .com, .de, .co.uk, .com.vn … (not live.nation.com). */
const BRAND_ENDING = /^(com|net|[a-z]{2}|(co|com)\.[a-z]{2})$/;

export function isFreeMailDomain(domain: string): boolean {
  if (FREE_MAIL_DOMAINS.has(domain)) return true;
  const dot = domain.indexOf('.');
  return FREE_MAIL_BRANDS.has(domain.slice(0, dot)) && BRAND_ENDING.test(domain.slice(dot + 1));
}

/** The company domain of an address: its domain, unless it is a free mail service's (or there is none). */
export function companyDomainOf(email: string | null | undefined): string | null {
  const domain = emailDomain(email);
  return domain && !isFreeMailDomain(domain) ? domain : null;
}
