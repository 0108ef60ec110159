/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { englishOf } from '../../../shared/i18n/english';
import { LINK_MESSAGES } from './link-dialog';
import { RichTextEditor, type RichTextEditorProps, RichTextField } from './rich-text-editor';
import { withStaffI18n } from '../staff-i18n.test-helper';
import { TOOLBAR_BUTTONS } from './rich-text-toolbar';

// The editor as an editor uses it: a labelled area after a toolbar, started in jsdom as in the browser (after the
// first render), with a button before it to come from with Tab.

const props: RichTextEditorProps = {
  id: 'faq-answer',
  label: 'Answer',
  value: '<p>Yes</p>',
  onChange: () => undefined,
  error: 'Remove the script.',
  hint: 'Shown under the question.',
};
const editor = (overrides: Partial<RichTextEditorProps> = {}) => {
  const page = (more: Partial<RichTextEditorProps>) =>
    withStaffI18n(
      <>
        <button type="button">Before</button>
        <RichTextEditor {...props} {...overrides} {...more} />
      </>,
    );
  const { rerender } = render(page({}));
  return { rerender: (more: Partial<RichTextEditorProps>) => rerender(page(more)) };
};

/** The editable area, once the editor has started. */
const area = () => screen.findByRole('textbox', { name: 'Answer' });
const toolbar = () => screen.getByRole('toolbar', { name: 'Formatting: Answer' });
const button = (name: string) => within(toolbar()).getByRole('button', { name });

describe('RichTextEditor', () => {
  it('labels the area and describes it with the message and the hint', async () => {
    editor();
    const textbox = await area();
    expect(textbox).toHaveTextContent('Yes');
    expect(textbox).toHaveAttribute('contenteditable', 'true');
    expect(textbox).toBeInvalid();
    expect(textbox).toHaveAccessibleDescription('Remove the script. Shown under the question.');
    // Bootstrap hides an .invalid-feedback unless it follows an invalid input, which the area is not: `d-block`
    // is what shows the message. And `is-invalid` is what draws the frame around toolbar and area in red.
    expect(screen.getByText('Remove the script.')).toHaveClass('invalid-feedback', 'd-block');
    expect(textbox.closest('.form-control')).toHaveClass('is-invalid');
    expect(screen.getByText('Shown under the question.')).toBeInTheDocument();
  });

  it('focuses the area when its label is clicked', async () => {
    const user = userEvent.setup();
    editor();
    const textbox = await area();
    await user.click(screen.getByText('Answer'));
    await waitFor(() => expect(textbox).toHaveFocus());
  });

  it('has a toolbar of named buttons, the toggles with their pressed state', async () => {
    editor();
    await area();
    expect(toolbar()).toHaveAttribute('aria-controls', 'faq-answer');
    const buttons = within(toolbar()).getAllByRole('button');
    const names = ['Bold', 'Italic', 'Heading 2', 'Heading 3', 'Heading 4', 'Bulleted list', 'Numbered list', 'Link', 'Undo', 'Redo'];
    expect(buttons).toHaveLength(names.length);
    for (const [index, name] of names.entries()) expect(buttons[index]).toHaveAccessibleName(name);
    expect(within(toolbar()).getAllByRole('button', { pressed: false })).toHaveLength(TOOLBAR_BUTTONS.length - 2);
    expect(screen.getByTitle('Bold (Ctrl+B)')).toBe(button('Bold'));
    expect(button('Link')).toHaveAttribute('aria-keyshortcuts', 'Control+K');
    // Nothing was done yet, so there is nothing to undo or redo.
    expect(button('Undo')).toBeDisabled();
    expect(button('Redo')).toBeDisabled();
  });

  it('is one tab stop: only the first button is in the tab order', async () => {
    const user = userEvent.setup();
    editor();
    const textbox = await area();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(button('Bold')).toHaveFocus();
    await user.tab();
    expect(textbox).toHaveFocus();
  });

  it('moves along the toolbar with the arrow keys, Home and End, and comes back to the button left', async () => {
    const user = userEvent.setup();
    editor();
    const textbox = await area();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(button('Italic')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(button('Heading 3')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(button('Heading 2')).toHaveFocus();
    await user.tab();
    expect(textbox).toHaveFocus();
    await user.tab({ shift: true });
    expect(button('Heading 2')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(button('Bold')).toHaveFocus();
  });

  // Undo and Redo are disabled while there is nothing to undo or redo: End passes them by, so the toolbar keeps a
  // tab stop a browser can focus.
  it('passes by the disabled buttons, keeping a tab stop the keyboard can reach', async () => {
    const user = userEvent.setup();
    editor();
    const textbox = await area();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    await user.keyboard('{End}');
    await user.click(textbox);
    await user.tab({ shift: true });
    expect(within(toolbar()).getAllByRole('button')).toContain(document.activeElement);
  });

  it('makes what is typed bold once Bold is pressed, and can undo it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    editor({ onChange });
    const textbox = await area();
    await user.click(button('Bold'));
    expect(button('Bold')).toHaveAttribute('aria-pressed', 'true');
    // The editor takes the focus back (a frame later), so that typing goes on at once.
    await waitFor(() => expect(textbox).toHaveFocus());
    await user.keyboard('No');
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>No</strong>Yes</p>');
    expect(within(textbox).getByText('No').tagName).toBe('STRONG');
    expect(button('Undo')).toBeEnabled();
    await user.click(button('Undo'));
    expect(onChange).toHaveBeenLastCalledWith('<p>Yes</p>');
    expect(button('Redo')).toBeEnabled();
  });

  it('adds a link from its dialog, refusing an address that runs a script', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    editor({ onChange });
    await area();
    await user.click(button('Link'));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const address = within(dialog).getByRole('textbox', { name: 'Address' });
    expect(address).toHaveFocus();
    expect(address).toHaveAccessibleDescription(englishOf(LINK_MESSAGES.hint));

    await user.click(within(dialog).getByRole('button', { name: 'Add link' }));
    expect(address).toBeInvalid();
    expect(address).toHaveAccessibleDescription(englishOf(LINK_MESSAGES.required));
    expect(address).toHaveFocus();

    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAccessibleDescription(englishOf(LINK_MESSAGES.script('javascript')));
    expect(dialog).toBeInTheDocument();

    await user.clear(address);
    await user.type(address, 'https://example.com/{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).toHaveBeenLastCalledWith('<p><a href="https://example.com/">https://example.com/</a>Yes</p>');
    expect(screen.getByRole('link', { name: 'https://example.com/' })).toHaveAttribute('href', 'https://example.com/');
  });

  it('opens the link dialog with Ctrl+K, and Cancel closes it, changing nothing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    editor({ onChange });
    await user.click(await area());
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalledWith(expect.stringContaining('<a '));
  });

  it('shows a value set from outside (a form reset), without calling it a change', async () => {
    const onChange = jest.fn();
    const { rerender } = editor({ onChange });
    const textbox = await area();
    rerender({ value: '<p>No, but we send photos.</p>' });
    await waitFor(() => expect(textbox).toHaveTextContent('No, but we send photos.'));
    expect(onChange).not.toHaveBeenCalledWith('<p>No, but we send photos.</p>');
  });

  it('can be neither edited nor formatted while disabled', async () => {
    editor({ disabled: true });
    const textbox = await area();
    expect(textbox).toHaveAttribute('contenteditable', 'false');
    for (const one of within(toolbar()).getAllByRole('button')) expect(one).toBeDisabled();
  });
});

describe('RichTextField', () => {
  it('shows the server’s message for the field', async () => {
    render(
      withStaffI18n(
        <Formik initialValues={{ answer: '' }} onSubmit={() => undefined}>
          <RichTextField name="answer" label="Answer" idPrefix="faq" serverError="Remove the script." />
        </Formik>,
      ),
    );
    const textbox = await area();
    expect(textbox).toHaveAttribute('id', 'faq-answer');
    expect(textbox).toBeInvalid();
    expect(textbox).toHaveAccessibleDescription('Remove the script.');
  });
});
