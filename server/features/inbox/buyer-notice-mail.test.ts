import type { I18n } from '@lingui/core';
import { staffMailI18n } from '../../i18n/staff-mail-i18n';
import { buyerNoticeMail } from './buyer-notice-mail';

// The notice to sales as their mail program shows it: what the buyer did, their words quoted as text (never as
// markup), and one line of subject whatever the buyer typed as their name.

const facts = {
  reference: 'Q-2611-ER5BN',
  inquiryKind: 'quotation' as const,
  buyer: 'Zsófia Kővári',
  link: 'https://shop.example/admin/inquiries/7',
};
let english: I18n;
beforeAll(async () => {
  english = await staffMailI18n('en');
});

it('quotes a declining buyer’s reason as text, and links the inquiry', () => {
  const mail = buyerNoticeMail(english, { kind: 'declined', number: 2, reason: 'Too dear.\n<b>Sorry</b> & thanks' }, facts);
  expect(mail.subject).toBe('Declined: quotation version 2, Quotation request Q-2611-ER5BN from Zsófia Kővári');
  expect(mail.text).toContain('> Too dear.\n> <b>Sorry</b> & thanks');
  expect(mail.html).toContain('<blockquote>Too dear.<br>&lt;b&gt;Sorry&lt;/b&gt; &amp; thanks</blockquote>');
  expect(mail.html).toContain('<a href="https://shop.example/admin/inquiries/7">Open the inquiry</a>');
});

it('says when the reply to a question is due', () => {
  const mail = buyerNoticeMail(
    english,
    { kind: 'question', message: 'Black in 200 pieces?', dueAt: new Date('2026-11-26T07:00:00Z') },
    facts,
  );
  expect(mail.subject).toBe('Question from Zsófia Kővári about Quotation request Q-2611-ER5BN');
  expect(mail.text).toMatch(/A reply is due by .*26.*Nov.*14:00/);
});

it('keeps the subject on one line whatever the buyer called themselves', () => {
  const mail = buyerNoticeMail(english, { kind: 'accepted', number: 1 }, { ...facts, buyer: 'Eve\r\nBcc: all@example.com' });
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.html).not.toContain('<blockquote>');
});

it('is written in Vietnamese for a Vietnamese member of staff, the due time the Vietnamese way', async () => {
  const vietnamese = await staffMailI18n('vi');
  const question = buyerNoticeMail(
    vietnamese,
    { kind: 'question', message: 'Black in 200 pieces?', dueAt: new Date('2026-11-26T07:00:00Z') },
    facts,
  );
  expect(question.subject).toBe('Câu hỏi của Zsófia Kővári về Yêu cầu báo giá Q-2611-ER5BN');
  expect(question.text).toBe(
    [
      'Zsófia Kővári đã đặt câu hỏi về Yêu cầu báo giá Q-2611-ER5BN trên trang của họ:',
      '',
      '> Black in 200 pieces?',
      '',
      'Hạn trả lời: 14:00 GMT+7 Thứ 5, 26 thg 11, 2026.',
      '',
      'Xem tại: https://shop.example/admin/inquiries/7',
      '',
    ].join('\n'),
  );
  expect(question.html).toContain('<a href="https://shop.example/admin/inquiries/7">Mở yêu cầu</a>');
  const mail = buyerNoticeMail(vietnamese, { kind: 'mail', message: 'See attached.', dueAt: null, files: 2, from: null }, facts);
  expect(mail.text).toContain('Kèm theo 2 tệp, đã lưu trong yêu cầu.');
  // The same event in English, for an English colleague.
  const english = buyerNoticeMail(
    await staffMailI18n('en'),
    { kind: 'mail', message: 'See attached.', dueAt: null, files: 1, from: null },
    facts,
  );
  expect(english.subject).toBe('E-mail from Zsófia Kővári about Quotation request Q-2611-ER5BN');
  expect(english.text).toContain('With 1 file, in the inquiry.');
});
