/** A `tel:` link for a phone number as it is written for people ('+84 24 3791 6688' → 'tel:+842437916688'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
