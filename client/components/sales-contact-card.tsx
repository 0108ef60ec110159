import type { SalesContact } from '../../shared/catalogue';
import { langOf } from '../i18n/untranslated';
import { Trans, useLingui } from '@lingui/react/macro';
import { chatLinkMessage } from '../../shared/messaging-apps';
import { PictureImg } from './picture-img';
import { telHref } from './tel-href';

/** The person a buyer deals with: photo, name and role, how to reach them and the languages they speak. */
export function SalesContactCard({ contact }: { contact: SalesContact }) {
  const { i18n } = useLingui();
  const { email, phone } = contact;
  // The WhatsApp line reads as the company's other chat links do.
  const app = 'WhatsApp';
  const number = phone;
  const languages = contact.languages.join(', ');
  return (
    <section className="sales-contact card border-0 shadow-sm mb-4" aria-labelledby="sales-contact-title">
      <div className="card-body d-flex flex-column flex-sm-row gap-3 align-items-sm-center">
        <PictureImg picture={contact.photo} sizes="120px" className="sales-contact-photo" />
        <div>
          <h2 id="sales-contact-title" className="h6 text-secondary mb-1">
            <Trans>Your sales contact</Trans>
          </h2>
          <p className="h5 mb-0">{contact.name}</p>
          <p className="text-secondary mb-2" lang={langOf(contact, 'sales_contact_role')}>
            {contact.role}
          </p>
          <ul className="list-unstyled mb-0">
            <li>
              <Trans>
                E-mail: <a href={`mailto:${email}`}>{email}</a>
              </Trans>
            </li>
            <li>
              <Trans>
                Phone: <a href={telHref(phone)}>{phone}</a>
              </Trans>
            </li>
            {contact.whatsappUrl ? (
              <li>
                <Trans>
                  {app}:{' '}
                  <a
                    href={contact.whatsappUrl}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={i18n._(chatLinkMessage({ app, number: phone }))}
                  >
                    {number}
                  </a>
                </Trans>
              </li>
            ) : null}
            <li>
              <Trans>Speaks {languages}</Trans>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
