// The messaging apps buyers can reach the company on. The company stores the app and the number, as people write
// it; the chat link is made from the number, so the number shown and the one the link opens are always the same.

export const MESSAGING_APPS = [
  // Zalo, Vietnam's everyday messenger: https://zalo.me/<country code and number, digits only>.
  { value: 'Zalo', label: 'Zalo', chatLink: (digits: string) => `https://zalo.me/${digits}` },
  // WhatsApp's click to chat: https://wa.me/<country code and number, digits only>.
  { value: 'WhatsApp', label: 'WhatsApp', chatLink: (digits: string) => `https://wa.me/${digits}` },
] as const;

export type MessagingApp = (typeof MESSAGING_APPS)[number]['value'];

/** The chat link of `number` ('+84 98 321 6688') on `app`; an app no longer offered opens as Zalo does. */
export function messagingLink(app: string, number: string): string {
  const known = MESSAGING_APPS.find((offered) => offered.value === app) ?? MESSAGING_APPS[0];
  return known.chatLink(number.replace(/\D/g, ''));
}
