import { staffMailI18n } from '../../i18n/staff-mail-i18n';
import { clockMail, workingDuration } from './clock-mail';
import { replyMail } from './reply-mail';

describe("a sales person's reply", () => {
  const input = {
    subject: 'Re: rugs\r\nBcc: victim@example.com',
    body: 'Hello <script>alert(1)</script>\nSecond line',
    staffName: 'Lan',
    signature: '',
    companyName: 'HanoWeave Ltd',
    original: { at: new Date('2026-11-17T02:00:00Z'), message: 'First line\n\nThird line' },
  };

  it('keeps the text as written, signs it, and quotes what the buyer wrote', () => {
    const mail = replyMail(input);
    expect(mail.text).toBe(
      [
        'Hello <script>alert(1)</script>',
        'Second line',
        '',
        '--',
        'Lan',
        'HanoWeave Ltd',
        '',
        'On Tue, 17 Nov 2026, 09:00 GMT+7 you wrote:',
        '> First line',
        '>',
        '> Third line',
      ].join('\n'),
    );
  });

  it('never lets the text become HTML or a header', () => {
    const mail = replyMail(input);
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;<br>Second line');
    expect(mail.html).not.toContain('<script>');
    expect(mail.subject).toBe('Re: rugs Bcc: victim@example.com');
  });

  it("signs with the sales person's own lines between their name and the company's", () => {
    const mail = replyMail({ ...input, signature: 'Export sales manager\n\nWhatsApp +84 912 345 678' });
    expect(mail.text).toContain(['--', 'Lan', 'Export sales manager', 'WhatsApp +84 912 345 678', 'HanoWeave Ltd'].join('\n'));
    expect(mail.html).toContain('Lan<br>Export sales manager<br>WhatsApp +84 912 345 678<br>HanoWeave Ltd');
  });

  it('quotes nothing when the buyer wrote nothing', () => {
    expect(replyMail({ ...input, original: null }).text).not.toContain('you wrote');
  });
});

describe("the reply clock's mails", () => {
  it('count working time in hours and minutes', async () => {
    const english = await staffMailI18n('en');
    expect(workingDuration(english, 240)).toBe('4 h');
    expect(workingDuration(english, 185)).toBe('3 h 05 min');
    expect(workingDuration(english, 45)).toBe('45 min');
    expect(workingDuration(english, -90)).toBe('1 h 30 min');
  });

  it('say how overdue a reply is', async () => {
    const mail = clockMail(await staffMailI18n(null), 'overdue', {
      reference: 'Q-2611-ABCDE',
      kind: 'quotation',
      buyer: 'Mia',
      dueAt: new Date('2026-11-18T07:00:00Z'),
      workingMinutesLeft: -75,
      link: 'https://shop.example/admin/inquiries/7',
    });
    expect(mail.subject).toBe('Overdue: Quotation request Q-2611-ABCDE from Mia');
    expect(mail.text).toContain('The reply was due Wed, 18 Nov 2026, 14:00 GMT+7 and is overdue by 1 h 15 min of working time.');
    expect(mail.html).toContain('href="https://shop.example/admin/inquiries/7"');
  });

  it('are written in the recipient’s language: Vietnamese dates and working time for a Vietnamese member of staff', async () => {
    const facts = {
      reference: 'Q-2611-ABCDE',
      kind: 'quotation' as const,
      buyer: 'Mia',
      dueAt: new Date('2026-11-18T07:00:00Z'),
      workingMinutesLeft: 185,
      link: 'https://shop.example/admin/inquiries/7',
    };
    const vietnamese = await staffMailI18n('vi');
    const reminder = clockMail(vietnamese, 'reminder', facts);
    expect(reminder.subject).toBe('Sắp đến hạn trả lời: Yêu cầu báo giá Q-2611-ABCDE của Mia');
    expect(reminder.text).toBe(
      [
        'Yêu cầu báo giá Q-2611-ABCDE của Mia chưa được trả lời.',
        '',
        'Còn 3 giờ 05 phút làm việc để trả lời, hạn chót 14:00 GMT+7 Thứ 4, 18 thg 11, 2026.',
        '',
        'Xem tại: https://shop.example/admin/inquiries/7',
        '',
      ].join('\n'),
    );
    expect(reminder.html).toContain('>Mở yêu cầu</a>');
    const overdue = clockMail(vietnamese, 'overdue', { ...facts, workingMinutesLeft: -75 });
    expect(overdue.subject).toBe('Quá hạn: Yêu cầu báo giá Q-2611-ABCDE của Mia');
    expect(overdue.text).toContain('Hạn trả lời là 14:00 GMT+7 Thứ 4, 18 thg 11, 2026 và đã quá hạn 1 giờ 15 phút làm việc.');
    expect(clockMail(await staffMailI18n('en'), 'reminder', facts).text).toContain(
      'A reply is due in 3 h 05 min of working time, by Wed, 18 Nov 2026, 14:00 GMT+7.',
    );
  });
});
