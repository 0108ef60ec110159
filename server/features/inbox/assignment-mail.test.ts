import { staffMailI18n } from '../../i18n/staff-mail-i18n';
import { assignmentMail } from './assignment-mail';

// The mail to whoever is given an inquiry, in their own back-office language; what people typed stays text.

const facts = {
  by: 'Hằng',
  kind: 'quotation' as const,
  reference: 'Q-2611-ER5BN',
  buyer: 'Mia <Rossi>',
  link: 'https://shop.example/admin/inquiries/7',
};

it('tells a Vietnamese sales person in Vietnamese and an English one in English', async () => {
  const vi = assignmentMail(await staffMailI18n('vi'), facts);
  expect(vi.subject).toBe('Hằng đã giao cho bạn Yêu cầu báo giá Q-2611-ER5BN');
  expect(vi.text).toBe(
    'Hằng đã giao cho bạn Yêu cầu báo giá Q-2611-ER5BN của Mia <Rossi>.\n\nXem tại: https://shop.example/admin/inquiries/7\n',
  );
  expect(vi.html).toContain('của Mia &lt;Rossi&gt;.</p>');
  const en = assignmentMail(await staffMailI18n(null), facts);
  expect(en.subject).toBe('Hằng gave you Quotation request Q-2611-ER5BN');
  expect(en.text).toBe(
    'Hằng assigned Quotation request Q-2611-ER5BN from Mia <Rossi> to you.\n\nOpen it: https://shop.example/admin/inquiries/7\n',
  );
  expect(en.html).toBe(
    '<p>Hằng assigned Quotation request Q-2611-ER5BN from Mia &lt;Rossi&gt; to you.</p><p><a href="https://shop.example/admin/inquiries/7">Open the inquiry</a></p>',
  );
});
