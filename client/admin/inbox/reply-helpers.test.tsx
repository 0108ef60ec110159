import { renderToStaticMarkup } from 'react-dom/server';
import { REPLY_FILE_MESSAGES } from '../../../shared/staff/reply-tools';
import { ReplyFilesField } from './reply-helpers';

const catalogue = { id: '4', fileName: 'Catalogue 2027.pdf', contentType: 'application/pdf', size: 8_400_000, lastUsedAt: null };
const certificate = { id: '5', fileName: 'FSC certificate.pdf', contentType: 'application/pdf', size: 7_900_000, lastUsedAt: null };
const field = (refused: string | null) =>
  renderToStaticMarkup(
    <ReplyFilesField attached={[catalogue, certificate]} recent={[]} setAttached={() => undefined} refused={refused} disabled={false} />,
  );

describe('the files of a reply', () => {
  it('says why the server refused them, where they are listed', () => {
    expect(field(REPLY_FILE_MESSAGES.tooMuch)).toContain(`role="alert">${REPLY_FILE_MESSAGES.tooMuch}</div>`);
    expect(field(null)).not.toContain('role="alert"');
  });

  it('lists each attached file with its size and a way to take it off', () => {
    const markup = field(null);
    expect(markup).toContain('Catalogue 2027.pdf');
    expect(markup).toContain('8.4 MB');
    expect(markup).toContain('aria-label="Remove FSC certificate.pdf"');
  });
});
