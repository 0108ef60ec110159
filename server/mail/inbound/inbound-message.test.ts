import { foldQuotedHistory, sniffAttachment } from './inbound-message';

describe('a buyer’s mail, read for the inbox', () => {
  it.each([
    ['Black, please.\n\nOn Mon, 23 Nov 2026 at 10:00, Lan <lan@example.com> wrote:\n> Which colour?', 'Black, please.'],
    ['Schwarz, bitte.\n\nAm 23.11.2026 um 10:00 schrieb Lan <lan@example.com>:\n> Welche Farbe?', 'Schwarz, bitte.'],
    ['Noir, svp.\n\nLe lun. 23 nov. 2026 à 10:00, Lan <lan@example.com> a écrit :\n> Quelle couleur ?', 'Noir, svp.'],
    ['Black.\r\n\r\n-----Original Message-----\r\nFrom: Lan', 'Black.'],
    ['Black.\n> Which colour?', 'Black.'],
  ])('keeps the sender’s own words apart from the history they quoted: %j', (text, own) => {
    const folded = foldQuotedHistory(text);
    expect(folded.text).toBe(own);
    expect(folded.quoted).not.toBe('');
  });

  it('keeps a mail that quotes nothing whole', () => {
    expect(foldQuotedHistory('  Just this.\n\nThanks  ')).toEqual({ text: 'Just this.\n\nThanks', quoted: '' });
  });

  it.each([
    [Buffer.from('%PDF-1.7\n...'), 'spec.bin', 'application/pdf'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'photo.pdf', 'image/jpeg'],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), 'x', 'image/png'],
    [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0]), 'prices.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    [Buffer.from('<html><script>alert(1)</script></html>'), 'page.html', 'text/plain; charset=utf-8'],
    [Buffer.from([0x00, 0x01, 0x02, 0xfe]), 'blob.exe', 'application/octet-stream'],
  ])('names a file by its first bytes, never by its name: %s', (bytes, name, type) => {
    expect(sniffAttachment(bytes, name)).toBe(type);
  });
});
