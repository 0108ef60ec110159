import type { MessageDescriptor } from '@lingui/core';

// The messaging apps buyers can reach the company on. The company stores a number for each app it is on, as people
// write it; the chat link is made from the number, so the number shown and the one the link opens are always the
// same. Each app's number is kept in a column of its own (`column`) of the company's details.

export const MESSAGING_APPS = [
  // Zalo, Vietnam's everyday messenger: https://zalo.me/<country code and number, digits only>.
  { value: 'Zalo', label: 'Zalo', column: 'zalo_number', chatLink: (digits: string) => `https://zalo.me/${digits}` },
  // WhatsApp's click to chat: https://wa.me/<country code and number, digits only>.
  { value: 'WhatsApp', label: 'WhatsApp', column: 'whatsapp_number', chatLink: (digits: string) => `https://wa.me/${digits}` },
] as const;

export type MessagingApp = (typeof MESSAGING_APPS)[number]['value'];

/** One app the company is on, as pages and e-mails show it. */
export interface MessagingContact {
  /** The app's name ('WhatsApp'). */
  app: MessagingApp;
  /** The number on the app, as people write it: the text of the chat link. */
  number: string;
  /** The chat link, made from `number`. */
  url: string;
}

/** The chat link of `number` ('+84 98 321 6688') on `app`; an app no longer offered opens as Zalo does. */
export function messagingLink(app: string, number: string): string {
  const known = MESSAGING_APPS.find((offered) => offered.value === app) ?? MESSAGING_APPS[0];
  return known.chatLink(number.replace(/\D/g, ''));
}

/** The apps the company is on, in MESSAGING_APPS' order, from its details' columns: an app without a number is not. */
export function messagingContactsOf(columns: Readonly<Record<string, unknown>>): MessagingContact[] {
  return MESSAGING_APPS.flatMap(({ value, column }) => {
    const number = typeof columns[column] === 'string' ? (columns[column] as string).trim() : '';
    return number ? [{ app: value, number, url: messagingLink(value, number) }] : [];
  });
}

/** How a chat link names itself to a screen reader: "Chat on WhatsApp with +49 151 234 56789". */
export const chatLinkName = (contact: MessagingContact) => `Chat on ${contact.app} with ${contact.number}`;

/** The same name as a message of the catalogue, for the public pages to translate. */
export const chatLinkMessage = ({ app, number }: Pick<MessagingContact, 'app' | 'number'>): MessageDescriptor => /*i18n*/ ({
  id: 'Chat on {app} with {number}',
  values: { app, number },
});
