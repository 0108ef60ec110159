/** @jest-environment jsdom */
import { englishOf } from '../../../shared/i18n/english';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReplyFile } from '../../../shared/contracts/reply-tools';
import { REPLY_FILE_MAX_BYTES, REPLY_FILE_MESSAGES, REPLY_FILES_MAX } from '../../../shared/staff/reply-tools';
import { withStaffI18n } from '../staff-i18n.test-helper';
import { ReplyFilesField } from './reply-helpers';

const file = (id: string, fileName: string, size: number): ReplyFile => ({
  id,
  fileName,
  contentType: 'application/pdf',
  size,
  lastUsedAt: null,
});
const catalogue = file('4', 'Catalogue 2027.pdf', 8_400_000);
const certificate = file('5', 'FSC certificate.pdf', 7_900_000);
const priceList = file('6', 'Price list.pdf', 120_000);

const field = ({
  attached = [catalogue, certificate],
  recent = [],
  refused = null,
  disabled = false,
  setAttached = () => undefined,
}: {
  attached?: ReplyFile[];
  recent?: ReplyFile[];
  refused?: string | null;
  disabled?: boolean;
  setAttached?: (files: ReplyFile[]) => void;
} = {}) =>
  render(
    withStaffI18n(<ReplyFilesField attached={attached} recent={recent} setAttached={setAttached} refused={refused} disabled={disabled} />),
  );

describe('the files of a reply', () => {
  it('says why the server refused them, where they are listed', () => {
    const { unmount } = field({ refused: englishOf(REPLY_FILE_MESSAGES.tooMuch) });
    expect(screen.getByRole('alert')).toHaveTextContent(englishOf(REPLY_FILE_MESSAGES.tooMuch));
    expect(screen.getByRole('group', { name: 'Files' })).toContainElement(screen.getByRole('alert'));
    unmount();
    field();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists each attached file with its size and a way to take it off', async () => {
    const user = userEvent.setup();
    const setAttached = jest.fn();
    field({ setAttached });
    const list = screen.getByRole('list', { name: 'Files sent with this reply' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Catalogue 2027.pdf')).toBeInTheDocument();
    expect(within(first!).getByText('8.4 MB')).toBeInTheDocument();
    expect(within(second!).getByText('7.9 MB')).toBeInTheDocument();
    await user.click(within(second!).getByRole('button', { name: 'Remove FSC certificate.pdf' }));
    expect(setAttached).toHaveBeenCalledWith([catalogue]);
  });

  it('offers the files sent lately that are not attached, to attach again', async () => {
    const user = userEvent.setup();
    const setAttached = jest.fn();
    field({ recent: [certificate, priceList], setAttached });
    const lately = screen.getByRole('list', { name: 'Files sent lately' });
    expect(screen.getByText('Sent lately (1)')).toBeInTheDocument();
    expect(within(lately).queryByText('FSC certificate.pdf')).not.toBeInTheDocument();
    await user.click(within(lately).getByRole('button', { name: 'Attach Price list.pdf' }));
    expect(setAttached).toHaveBeenCalledWith([catalogue, certificate, priceList]);
  });

  it(`attaches no more than ${REPLY_FILES_MAX} files, and says so`, async () => {
    const user = userEvent.setup();
    const setAttached = jest.fn();
    const five = Array.from({ length: REPLY_FILES_MAX }, (_, i) => file(String(10 + i), `Photo ${i + 1}.pdf`, 50_000));
    field({ attached: five, recent: [priceList], setAttached });
    await user.click(screen.getByRole('button', { name: 'Attach Price list.pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(englishOf(REPLY_FILE_MESSAGES.tooMany));
    expect(setAttached).toHaveBeenCalledWith(five);
  });

  it('refuses a file too large before sending it, naming the file', async () => {
    const user = userEvent.setup();
    const setAttached = jest.fn();
    field({ setAttached });
    const big = new File(['%PDF-'], 'Factory video.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: REPLY_FILE_MAX_BYTES + 1 });
    await user.upload(screen.getByLabelText('Attach a file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Factory video.pdf: ${englishOf(REPLY_FILE_MESSAGES.tooLarge)}`);
    expect(setAttached).not.toHaveBeenCalled();
  });

  it('changes nothing while the reply is being sent', () => {
    field({ disabled: true, recent: [priceList] });
    expect(screen.getByRole('group', { name: 'Files' })).toBeDisabled();
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByLabelText('Attach a file')).toBeDisabled();
  });
});
