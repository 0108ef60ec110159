import { Formik } from 'formik';
import { renderToStaticMarkup } from 'react-dom/server';
import { RichTextEditor, RichTextField } from './rich-text-editor';
import { TOOLBAR_BUTTONS } from './rich-text-toolbar';

// The editor itself starts in the browser (checked there); the server render gives what surrounds it.

describe('RichTextEditor', () => {
  const html = renderToStaticMarkup(
    <RichTextEditor
      id="faq-answer"
      label="Answer"
      value="<p>Yes</p>"
      onChange={() => undefined}
      error="Remove the script."
      hint="Shown under the question."
    />,
  );

  it('labels the area and describes it with the message and the hint', () => {
    expect(html).toContain('<label id="faq-answer-label" for="faq-answer" class="form-label">Answer</label>');
    expect(html).toContain('<div id="faq-answer-error" class="invalid-feedback d-block">Remove the script.</div>');
    expect(html).toContain('<div id="faq-answer-hint" class="form-text">Shown under the question.</div>');
    expect(html).toContain('rich-text-editor form-control p-0 is-invalid');
  });

  it('has a toolbar of named buttons, the toggles with their pressed state', () => {
    expect(html).toContain('role="toolbar" aria-label="Formatting: Answer" aria-controls="faq-answer"');
    const names = [...html.matchAll(/<button[^>]*aria-label="([^"]*)"/g)].map((match) => match[1]);
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Undo',
      'Redo',
    ]);
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(TOOLBAR_BUTTONS.length - 2);
    expect(html).toContain('title="Bold (Ctrl+B)"');
    expect(html).toContain('aria-keyshortcuts="Control+K"');
  });

  it('is one tab stop: only the first button is in the tab order', () => {
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
  });
});

describe('RichTextField', () => {
  it('shows the server’s message for the field', () => {
    const html = renderToStaticMarkup(
      <Formik initialValues={{ answer: '' }} onSubmit={() => undefined}>
        <RichTextField name="answer" label="Answer" idPrefix="faq" serverError="Remove the script." />
      </Formik>,
    );
    expect(html).toContain('id="faq-answer-label"');
    expect(html).toContain('>Remove the script.</div>');
  });
});
