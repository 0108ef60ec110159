import { messagingLink } from './messaging-apps';

describe('messagingLink', () => {
  it('opens a chat with the number as written for people, on the app chosen', () => {
    expect(messagingLink('Zalo', '+84 98 321 6688')).toBe('https://zalo.me/84983216688');
    expect(messagingLink('WhatsApp', '+49 (151) 234-56789')).toBe('https://wa.me/4915123456789');
  });
});
