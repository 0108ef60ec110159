import { buyerNoticeMail } from './buyer-notice-mail';

// The notice to sales as their mail program shows it: what the buyer did, their words quoted as text (never as
// markup), and one line of subject whatever the buyer typed as their name.

const facts = {
  reference: 'Q-2611-ER5BN',
  inquiryKind: 'quotation' as const,
  buyer: 'Zsófia Kővári',
  link: 'https://shop.example/admin/inquiries/7',
};

it('quotes a declining buyer’s reason as text, and links the inquiry', () => {
  const mail = buyerNoticeMail({ kind: 'declined', number: 2, reason: 'Too dear.\n<b>Sorry</b> & thanks' }, facts);
  expect(mail.subject).toBe('Declined: quotation version 2, Quotation request Q-2611-ER5BN from Zsófia Kővári');
  expect(mail.text).toContain('> Too dear.\n> <b>Sorry</b> & thanks');
  expect(mail.html).toContain('<blockquote>Too dear.<br>&lt;b&gt;Sorry&lt;/b&gt; &amp; thanks</blockquote>');
  expect(mail.html).toContain('<a href="https://shop.example/admin/inquiries/7">Open the inquiry</a>');
});

it('says when the reply to a question is due', () => {
  const mail = buyerNoticeMail({ kind: 'question', message: 'Black in 200 pieces?', dueAt: new Date('2026-11-26T07:00:00Z') }, facts);
  expect(mail.subject).toBe('Question from Zsófia Kővári about Quotation request Q-2611-ER5BN');
  expect(mail.text).toMatch(/A reply is due by .*26.*Nov.*14:00/);
});

it('keeps the subject on one line whatever the buyer called themselves', () => {
  const mail = buyerNoticeMail({ kind: 'accepted', number: 1 }, { ...facts, buyer: 'Eve\r\nBcc: all@example.com' });
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.html).not.toContain('<blockquote>');
});
