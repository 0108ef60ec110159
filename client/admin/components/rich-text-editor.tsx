import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Editor, EditorContent, Extension, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useField } from 'formik';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { CONTENT_CLASSES, isAllowedLink, RICH_TEXT_HEADING_LEVELS } from '../../../shared/rich-text';
import { LinkDialog, type LinkTarget } from './link-dialog';
import { pastedHtml } from './pasted-html';
import { TOOLBAR_BUTTONS, type ToolbarAction } from './rich-text-toolbar';

// The back office's rich-text editor (Tiptap on ProseMirror). Its schema holds only what stored rich text may hold
// (shared/rich-text.ts): paragraphs, headings h2–h4, lists, bold, italic, links. Whatever is pasted (from Word, from
// a web page) is first rebuilt from those (./pasted-html.ts), so styles, pictures, tables' frames, scripts and event
// handlers are left behind before any parser of the page reads them; the server checks and cleans again on write.
//
// Only the admin bundle loads it, through the lazily loaded screens that use it.

/** A paragraph keeps the content classes the site styles (`lead`, `text-center`…), as the server does. */
const ContentClasses = Extension.create({
  name: 'contentClasses',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph'],
        attributes: {
          class: {
            default: null,
            parseHTML: (element) => {
              const kept = [...element.classList].filter((name) => (CONTENT_CLASSES as readonly string[]).includes(name));
              return kept.length ? kept.join(' ') : null;
            },
            renderHTML: (attributes) => (attributes.class ? { class: attributes.class as string } : {}),
          },
        },
      },
    ];
  },
});

/** Opens the link dialog from the keyboard (Ctrl+K / ⌘K), as in most editors. */
const LinkShortcut = (open: (editor: Editor) => void) =>
  Extension.create({
    name: 'linkShortcut',
    addKeyboardShortcuts: () => ({
      'Mod-k': ({ editor }) => {
        // At once, not after the events still to come: the keys typed next belong in the dialog's address field,
        // and would otherwise replace the selected words in the text.
        open(editor);
        return true;
      },
    }),
  });

/**
 * The words the link dialog links: the selection as the page shows it when Link is pressed. ProseMirror learns of a
 * selection just made by keys or by the mouse from the browser's next selectionchange, after the dialog has taken
 * the focus, so the page's own selection is read when it lies in the text.
 */
function linkTargetOf(editor: Editor): LinkTarget {
  const { view } = editor;
  const shown = view.dom.ownerDocument.getSelection();
  if (shown?.anchorNode && shown.focusNode && view.dom.contains(shown.anchorNode) && view.dom.contains(shown.focusNode)) {
    try {
      const anchor = view.posAtDOM(shown.anchorNode, shown.anchorOffset);
      const head = view.posAtDOM(shown.focusNode, shown.focusOffset);
      return { from: Math.min(anchor, head), to: Math.max(anchor, head) };
    } catch {
      // A node ProseMirror does not map (a widget's): the editor's own selection, below.
    }
  }
  const { from, to } = editor.state.selection;
  return { from, to };
}

function extensionsOf(openLinkDialog: (editor: Editor) => void) {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // No target or rel: a link in a text opens where the visitor is, like the site's own links.
        HTMLAttributes: { target: null, rel: null },
        isAllowedUri: (url) => isAllowedLink(url),
        shouldAutoLink: (url) => isAllowedLink(url),
      },
    }),
    ContentClasses,
    LinkShortcut(openLinkDialog),
  ];
}

/** The stored value of what the editor holds: '' for an empty editor (not `<p></p>`), so "required" means words. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** How many of its own recent values the editor recognises when they come back (see the value effect). */
const SENT_KEPT = 20;

function run(editor: Editor, action: ToolbarAction): void {
  const chain = editor.chain().focus();
  if (action.kind === 'bold') chain.toggleBold().run();
  else if (action.kind === 'italic') chain.toggleItalic().run();
  else if (action.kind === 'heading') chain.toggleHeading({ level: action.level }).run();
  else if (action.kind === 'bulletList') chain.toggleBulletList().run();
  else if (action.kind === 'orderedList') chain.toggleOrderedList().run();
  else if (action.kind === 'undo') chain.undo().run();
  else if (action.kind === 'redo') chain.redo().run();
}

function isActive(editor: Editor, action: ToolbarAction): boolean {
  if (action.kind === 'heading') return editor.isActive('heading', { level: action.level });
  if (action.kind === 'undo' || action.kind === 'redo') return false;
  return editor.isActive(action.kind);
}

/** A toolbar button's name (TOOLBAR_BUTTONS' English words) in the back office's language. */
function buttonName(i18n: I18n, action: ToolbarAction): string {
  switch (action.kind) {
    case 'bold':
      return i18n._(msg`Bold`);
    case 'italic':
      return i18n._(msg`Italic`);
    case 'heading': {
      const level = action.level;
      return i18n._(msg`Heading ${level}`);
    }
    case 'bulletList':
      return i18n._(msg`Bulleted list`);
    case 'orderedList':
      return i18n._(msg`Numbered list`);
    case 'link':
      return i18n._(msg`Link`);
    case 'undo':
      return i18n._(msg`Undo`);
    case 'redo':
      return i18n._(msg`Redo`);
  }
}

function canRun(editor: Editor, action: ToolbarAction): boolean {
  if (action.kind === 'undo') return editor.can().undo();
  if (action.kind === 'redo') return editor.can().redo();
  return editor.isEditable;
}

export interface RichTextEditorProps {
  /** The editable area's id; the label names it. */
  id: string;
  label: string;
  /** HTML as stored ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The field's message (the server's or the form's): marks the area invalid and is read with it. */
  error?: string | null;
  /** A line under the area (what the text is for, its length). */
  hint?: string;
  disabled?: boolean;
}

/**
 * A rich-text field: a toolbar of toggle buttons (each with its name and pressed state; arrow keys move between
 * them), the editable area (labelled, described by the hint and the error) and a dialog for links.
 */
export function RichTextEditor({ id, label, value, onChange, onBlur, error, hint, disabled = false }: RichTextEditorProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  /** The words the open link dialog links; null while it is closed. */
  const [linkDialog, setLinkDialog] = useState<LinkTarget | null>(null);
  // The editor is made once; the latest callbacks are read through refs.
  const changed = useRef(onChange);
  const blurred = useRef(onBlur);
  /** The last values the editor sent (newest last). */
  const sent = useRef<string[]>([]);
  useEffect(() => {
    changed.current = onChange;
    blurred.current = onBlur;
  });
  // The editor's selection is set to the words shown selected, so the dialog reads their link (if any) as it opens.
  const openLinkDialog = (current: Editor) => {
    const target = linkTargetOf(current);
    current.commands.setTextSelection(target);
    setLinkDialog(target);
  };
  const editor = useEditor({
    extensions: extensionsOf(openLinkDialog),
    content: value,
    editable: !disabled,
    // The back office renders in the browser only, but the first render must match what React expects.
    immediatelyRender: false,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      sent.current = [...sent.current.slice(-(SENT_KEPT - 1)), html];
      changed.current(html);
    },
    onBlur: () => blurred.current?.(),
  });

  // A value set from outside (a reset form, a reloaded record) replaces the text. The editor's own changes come back
  // as `value` a render or two later, by then perhaps older than what was typed since: those are not set back.
  useEffect(() => {
    if (!editor || editor.isDestroyed || sent.current.includes(value) || value === htmlOf(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
    sent.current = [];
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  // The area is ProseMirror's element: its name, state and description are set on it directly.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        // Cleaned before ProseMirror parses it, handlers and all (./pasted-html.ts).
        transformPastedHTML: pastedHtml,
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          class: 'rich-text-content',
        },
      },
    });
  }, [editor, id, labelId, describedBy, error]);

  return (
    <div className="mb-3">
      {/* A label names an input; this area is not one, so it is named by aria-labelledby and the label focuses it. */}
      <label id={labelId} htmlFor={id} className="form-label" onClick={() => editor?.commands.focus()}>
        {label}
      </label>
      <div className={`rich-text-editor form-control p-0${error ? ' is-invalid' : ''}${disabled ? ' rich-text-disabled' : ''}`}>
        <Toolbar editor={editor} controls={id} label={label} onLink={() => editor && openLinkDialog(editor)} disabled={disabled} />
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
      {linkDialog && editor ? <LinkDialog editor={editor} target={linkDialog} onClose={() => setLinkDialog(null)} /> : null}
    </div>
  );
}

interface ToolbarProps {
  editor: Editor | null;
  controls: string;
  label: string;
  onLink: () => void;
  disabled: boolean;
}

function Toolbar({ editor, controls, label, onLink, disabled }: ToolbarProps) {
  const { t, i18n } = useLingui();
  // Re-rendered on every change of selection, so each button's pressed state follows the cursor.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current ? TOOLBAR_BUTTONS.map(({ action }) => ({ pressed: isActive(current, action), enabled: canRun(current, action) })) : null,
  });
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // One tab stop for the toolbar; the arrow keys, Home and End move along it (the ARIA toolbar pattern), past the
  // buttons that are disabled: a browser does not focus those, and the tab stop left on one would drop the toolbar
  // from the tab order.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = TOOLBAR_BUTTONS.length;
    const move = {
      ArrowRight: { from: focused, step: 1 },
      ArrowLeft: { from: focused, step: -1 },
      Home: { from: -1, step: 1 },
      End: { from: count, step: -1 },
    }[event.key];
    if (move === undefined) return;
    event.preventDefault();
    for (let tried = 1; tried <= count; tried++) {
      const index = (((move.from + move.step * tried) % count) + count) % count;
      const button = buttons.current[index];
      if (button && !button.disabled) {
        setFocused(index);
        button.focus();
        return;
      }
    }
  };
  return (
    <div role="toolbar" aria-label={t`Formatting: ${label}`} aria-controls={controls} className="rich-text-toolbar" onKeyDown={onKeyDown}>
      {TOOLBAR_BUTTONS.map(({ action, name: key, text, shortcut, separated }, index) => {
        const name = buttonName(i18n, action);
        const pressed = state?.[index]?.pressed ?? false;
        const toggles = action.kind !== 'undo' && action.kind !== 'redo';
        return (
          <button
            key={key}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={`btn btn-sm rich-text-button${pressed ? ' active' : ''}${separated ? ' ms-2' : ''}`}
            aria-label={name}
            title={shortcut ? `${name} (${shortcut})` : name}
            {...(toggles ? { 'aria-pressed': pressed } : {})}
            aria-keyshortcuts={shortcut?.replace('Ctrl', 'Control')}
            tabIndex={index === focused ? 0 : -1}
            disabled={disabled || !editor || !(state?.[index]?.enabled ?? false)}
            onFocus={() => setFocused(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (!editor) return;
              if (action.kind === 'link') onLink();
              else run(editor, action);
            }}
          >
            {/* The link button shows its name; the others a sign ("B", "H2", "↶"). */}
            <span aria-hidden="true">{action.kind === 'link' ? name : text}</span>
          </button>
        );
      })}
    </div>
  );
}

export interface RichTextFieldProps {
  /** The Formik field's name; the area's id is `${idPrefix}-${name}`. */
  name: string;
  label: string;
  idPrefix: string;
  hint?: string;
  disabled?: boolean;
  /** A message from elsewhere (the server's answer), shown while the form has none of its own for the field. */
  serverError?: string | null;
}

/** The editor as a Formik field: its value is the field's HTML; the message shows once the field was touched. */
export function RichTextField({ name, label, idPrefix, hint, disabled, serverError }: RichTextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const error = (meta.touched && meta.error) || serverError || null;
  return (
    <RichTextEditor
      id={`${idPrefix}-${name}`}
      label={label}
      value={field.value ?? ''}
      onChange={(html) => void helpers.setValue(html)}
      onBlur={() => void helpers.setTouched(true)}
      error={error}
      hint={hint}
      disabled={disabled}
    />
  );
}
