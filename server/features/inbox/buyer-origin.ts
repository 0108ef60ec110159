import { getCountry, getCountryForTimezone, getTimezonesForCountry } from 'countries-and-timezones';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Where a buyer probably writes from, guessed from what the inquiry form asks anyway: the country for the inbox's
 * filter, and the buyer's local time so staff see whether it is a good moment to call. A guess, shown as one.
 */

/**
 * Country-code top-level domains that are sold to anyone and used as generic ones (.io, .co, .me, .tv …): an
 * address under them says nothing about where its owner is.
 */
const GENERIC_COUNTRY_DOMAINS = new Set(['ac', 'ai', 'cc', 'co', 'fm', 'gg', 'io', 'la', 'ly', 'me', 'nu', 'sh', 'tk', 'to', 'tv', 'ws']);

/** Top-level domains that differ from their country's ISO 3166-1 code. */
const DOMAIN_COUNTRIES: Readonly<Record<string, string>> = { uk: 'GB' };

/**
 * The buyer's country as an ISO 3166-1 alpha-2 code, or null when nothing tells it. The phone decides when it is
 * written in international form ('+49 30 …'): a number without '+' and a country code could be from anywhere. Else
 * the e-mail address's country domain (buyer@firma.de → DE, a@b.co.uk → GB); generic ones (.com, .org, .io) and
 * .eu tell nothing.
 */
export function countryOf({ phone, email }: { phone?: string | null; email?: string | null }): string | null {
  return countryOfPhone(phone) ?? countryOfEmail(email);
}

function countryOfPhone(phone: string | null | undefined): string | null {
  // Without a default country, libphonenumber reads only numbers with '+' and a calling code, as wanted. It names
  // the country from the calling code alone when that code is one country's (+49 is Germany even if the rest has a
  // typo), and from the number itself when the code is shared (+1: United States, Canada, Caribbean islands).
  return parsePhoneNumberFromString(phone?.trim() ?? '')?.country ?? null;
}

function countryOfEmail(email: string | null | undefined): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  if (tld.length !== 2 || GENERIC_COUNTRY_DOMAINS.has(tld)) return null;
  const code = DOMAIN_COUNTRIES[tld] ?? tld.toUpperCase();
  // Only a country's code: .eu and unassigned two-letter names are not one.
  return getCountry(code) ? code : null;
}

/**
 * Countries with several zones where one holds nearly everyone (the others are far islands or small regions; China's
 * second zone is unofficial): their buyers are taken to be on the main one.
 */
const MAIN_ZONES: Readonly<Record<string, string>> = {
  CL: 'America/Santiago',
  CN: 'Asia/Shanghai',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  NZ: 'Pacific/Auckland',
  PT: 'Europe/Lisbon',
  UA: 'Europe/Kyiv',
};

/**
 * The IANA time zone of a country (ISO 3166-1 alpha-2) when the country keeps one time: a single zone, zones that
 * all keep the same clock (Germany's Europe/Berlin and Büsingen's Europe/Zurich), or one zone nearly everyone lives
 * in. Null for a country with several times (US, Canada, Australia, Russia, Brazil …) and for an unknown code.
 */
export function buyerTimeZone(country: string): string | null {
  const code = country.toUpperCase();
  if (MAIN_ZONES[code]) return MAIN_ZONES[code];
  const zones = getTimezonesForCountry(code);
  if (!zones || zones.length === 0) return null;
  const first = zones[0]!;
  if (zones.some((zone) => zone.utcOffset !== first.utcOffset || zone.dstOffset !== first.dstOffset)) return null;
  // The zones keep one clock; name the one that is this country's own (Vietnam shares its clock with
  // Asia/Bangkok but is Asia/Ho_Chi_Minh).
  return zones.find((zone) => getCountryForTimezone(zone.name)?.id === code)?.name ?? first.name;
}

const localTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The buyer's weekday and time at `now` in `timeZone`, as staff read it in the inbox: 'Tue 14:05'. */
export function buyerLocalTime(now: Date, timeZone: string): string {
  let format = localTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    localTimeFormats.set(timeZone, format);
  }
  return format.format(now);
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO 3166-1 alpha-2 code ('DE' → 'Germany'); a code Intl does not know, as it is. */
export function countryName(code: string): string {
  try {
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    // Not even shaped like a region code ('x1'): show what was stored rather than fail a page.
    return code;
  }
}
