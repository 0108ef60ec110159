import { NOTICE_EMPTY, type NoticeRow, salesNotices } from './sales-notice-mail';

// The notice of a new inquiry in the language of whoever receives it: the staff account at that address, English
// for an address without one. What the buyer wrote stays as they wrote it.

const rows: NoticeRow[] = [
  ['name', 'Anna Berg'],
  ['phone', '+49 30 1234'],
  ['email', NOTICE_EMPTY.notGiven],
  ['message', 'Seagrass baskets, 300 pieces'],
];
const notice = { kind: 'contact' as const, reference: 'C-2611-ABCDE', rows, link: 'https://shop.example/admin/inquiries/9' };

it('writes the notice once per language, in Vietnamese to a Vietnamese member of staff and in English to the others', async () => {
  const addressed = await salesNotices(
    [
      { email: 'vy@hanoweave.example', locale: 'vi' },
      { email: 'sales@hanoweave.example', locale: null },
      { email: 'lan@hanoweave.example', locale: 'en' },
    ],
    notice,
  );
  expect(addressed.map((a) => a.recipient.email)).toEqual(['vy@hanoweave.example', 'sales@hanoweave.example', 'lan@hanoweave.example']);
  const [vi, none, en] = addressed.map((a) => a.mail);
  expect(vi!.subject).toBe('Tin nhắn liên hệ C-2611-ABCDE của Anna Berg');
  expect(vi!.text).toBe(
    [
      'Tin nhắn liên hệ mới nhận từ trang web.',
      '',
      'Mã yêu cầu: C-2611-ABCDE',
      'Tên: Anna Berg',
      'Điện thoại: +49 30 1234',
      'E-mail: (không cung cấp)',
      'Nội dung: Seagrass baskets, 300 pieces',
      '',
      'Xem tại: https://shop.example/admin/inquiries/9',
      '',
    ].join('\n'),
  );
  expect(vi!.html).toContain('<a href="https://shop.example/admin/inquiries/9">Mở yêu cầu</a>');
  expect(none).toBe(en);
  expect(en!.subject).toBe('Contact message C-2611-ABCDE from Anna Berg');
  expect(en!.text).toBe(
    [
      'Contact message received on the website.',
      '',
      'Reference: C-2611-ABCDE',
      'Name: Anna Berg',
      'Phone: +49 30 1234',
      'E-mail: (not given)',
      'Message: Seagrass baskets, 300 pieces',
      '',
      'Open it: https://shop.example/admin/inquiries/9',
      '',
    ].join('\n'),
  );
});

it('names an order an inquiry, and the subject without a first row has no sender', async () => {
  const [order] = await salesNotices([{ email: 'x@hanoweave.example', locale: null }], { ...notice, kind: 'order', rows: [] });
  expect(order!.mail.subject).toBe('Order inquiry C-2611-ABCDE');
});
