import { Trans, useLingui } from '@lingui/react/macro';
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
  return contacts.map(({ app, number, url }) => (
    <Line key={app} className={lineClassName}>
      <Trans>
        {app}:{' '}
        <a
          className={linkClassName}
          href={url}
          rel="noopener noreferrer"
          target="_blank"
          aria-label={i18n._(chatLinkMessage({ app, number }))}
        >
          {number}
        </a>
      </Trans>
    </Line>
  ));
}
