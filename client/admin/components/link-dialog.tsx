import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { PAGE_PATTERNS } from '../../../shared/paths';
import { linkRefusalOf } from '../../../shared/rich-text';
import { LinkPicker } from './link-picker';

const example = PAGE_PATTERNS.product.replace(':path', '…');

/**
 * What the link dialog says of the address typed; `linkRefusalOf` (shared/rich-text.ts), the rule the server's check
 * on write applies too, decides which.
 */
export const LINK_MESSAGES = {
  hint: msg`A page of this site (${example}), or an address starting with https://, http://, mailto: or tel:.`,
  required: msg`Type the address the words should link to.`,
  script: (scheme: string) =>
    msg`An address holding "${scheme}:" runs a script instead of opening a page. Start the address with https://, http://, mailto: or tel:, or with / for a page of this site.`,
  scheme: (scheme: string) =>
    scheme === '//'
      ? msg`Write the whole address, starting with https://, http://, mailto: or tel:.`
      : msg`A link cannot start with "${scheme}:". Start the address with https://, http://, mailto: or tel:, or with / for a page of this site.`,
};

/** Where in the text the dialog's link goes: the words selected when it opened (from = to: the caret). */
export interface LinkTarget {
  from: number;
  to: number;
}

/** The rich-text editor's dialog that links the selected words (or makes the address the linked words). */
export function LinkDialog({ editor, target, onClose }: { editor: Editor; target: LinkTarget; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [address, setAddress] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  /** A refused address: the message, read with the field, which takes the focus back (from "Add link") to be corrected. */
  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };
  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn outside the page's form (a portal), but React passes its events up the components that
    // hold it: the page's form among them, which would take this submit for its own and save the whole page.
    event.stopPropagation();
    const href = address.trim();
    if (!href) return refuse(i18n._(LINK_MESSAGES.required));
    // The rule the server's check on write applies: what it would refuse is refused here, and the dialog stays open.
    const refused = linkRefusalOf(href);
    if (refused) return refuse(i18n._(refused.runsScript ? LINK_MESSAGES.script(refused.scheme) : LINK_MESSAGES.scheme(refused.scheme)));
    // The words selected when the dialog opened, whatever became of the editor's selection while the focus was here.
    editor.commands.setTextSelection(target);
    const chain = editor.chain().focus().extendMarkRange('link');
    // Nothing selected outside a link: the address itself becomes the linked words.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else chain.setLink({ href }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().setTextSelection(target).focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  return (
    <Modal show onHide={close} centered aria-labelledby={titleId}>
      <form onSubmit={apply} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={titleId} as="h2" className="h5">
            {current ? t`Edit link` : t`Add link`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <LinkPicker
            onChoose={(href) => {
              setAddress(href);
              setError(null);
              field.current?.focus();
            }}
          />
          <label htmlFor={inputId} className="form-label">
            <Trans>Address</Trans>
          </label>
          <input
            ref={field}
            id={inputId}
            className={`form-control${error ? ' is-invalid' : ''}`}
            type="text"
            inputMode="url"
            autoComplete="url"
            value={address}
            placeholder="https://"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${inputId}-hint`}
            autoFocus
            onChange={(event) => {
              setAddress(event.target.value);
              setError(null);
            }}
          />
          {error ? (
            <div id={errorId} className="invalid-feedback">
              {error}
            </div>
          ) : (
            <div id={`${inputId}-hint`} className="form-text">
              {i18n._(LINK_MESSAGES.hint)}
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          {current ? (
            <button type="button" className="btn btn-outline-danger me-auto" onClick={remove}>
              <Trans>Remove link</Trans>
            </button>
          ) : null}
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className="btn btn-primary">
            {current ? t`Save link` : t`Add link`}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
