import type { SalesContact } from '../../shared/catalogue';
import { chatLinkName } from '../../shared/messaging-apps';
import { PictureImg } from './picture-img';
import { telHref } from './tel-href';

/** The person a buyer deals with: photo, name and role, how to reach them and the languages they speak. */
export function SalesContactCard({ contact }: { contact: SalesContact }) {
  return (
    <section className="sales-contact card border-0 shadow-sm mb-4" aria-labelledby="sales-contact-title">
      <div className="card-body d-flex flex-column flex-sm-row gap-3 align-items-sm-center">
        <PictureImg picture={contact.photo} sizes="120px" className="sales-contact-photo" />
        <div>
          <h2 id="sales-contact-title" className="h6 text-secondary mb-1">
            Your sales contact
          </h2>
          <p className="h5 mb-0">{contact.name}</p>
          <p className="text-secondary mb-2">{contact.role}</p>
          <ul className="list-unstyled mb-0">
            <li>
              E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>
              Phone: <a href={telHref(contact.phone)}>{contact.phone}</a>
            </li>
            {contact.whatsappUrl ? (
              <li>
                WhatsApp:{' '}
                <a
                  href={contact.whatsappUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={chatLinkName({ app: 'WhatsApp', number: contact.phone, url: contact.whatsappUrl })}
                >
                  {contact.phone}
                </a>
              </li>
            ) : null}
            <li>Speaks {contact.languages.join(', ')}</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
