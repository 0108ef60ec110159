import { useLingui } from '@lingui/react/macro';
import { chatLinkMessage, type MessagingContact } from '../../shared/messaging-apps';

/**
 * A line per messaging app the company is on: its name and its number, the number being the chat link. The link's
 * name says the app, so a screen reader's list of links tells the WhatsApp number from the Zalo one.
 */
export function ChatLinks({
  contacts,
  lineClassName,
  linkClassName,
  as: Line = 'p',
}: {
  contacts: MessagingContact[];
  lineClassName?: string;
  linkClassName?: string;
  as?: 'p' | 'li';
}) {
  const { i18n } = useLingui();
  return contacts.map((contact) => (
    <Line key={contact.app} className={lineClassName}>
      {contact.app}:{' '}
      <a
        className={linkClassName}
        href={contact.url}
        rel="noopener noreferrer"
        target="_blank"
        aria-label={i18n._(chatLinkMessage(contact))}
      >
        {contact.number}
      </a>
    </Line>
  ));
}
