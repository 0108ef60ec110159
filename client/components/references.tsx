import { useLingui } from '@lingui/react/macro';
import { langOf } from '../i18n/untranslated';
import type { ReactNode } from 'react';
import type { Customer, Testimonial } from '../../shared/catalogue';
import { PictureImg } from './picture-img';

// What buyers say of the company and the clients who agreed to be named: shown only with the buyer's consent,
// which the server sees to (a testimonial is published only with it; a logo without it is left out).

/** "Mette Kjær" → "MK": what stands in for a testimonial without a photo or logo. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join('');

/** A section named by its heading: a region a screen reader lists. */
function Region({ className, headingId, title, children }: { className: string; headingId: string; title: string; children: ReactNode }) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="h4 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Testimonials({ testimonials, headingId }: { testimonials: Testimonial[]; headingId: string }) {
  const { t } = useLingui();
  if (testimonials.length === 0) return null;
  return (
    <Region className="testimonials" headingId={headingId} title={t`What our buyers say`}>
      <div className="row row-cols-1 row-cols-md-2 g-3">
        {testimonials.map((testimonial) => (
          <div className="col" key={testimonial._id}>
            <figure className="testimonial card h-100 border-0 shadow-sm p-3 mb-0">
              <blockquote className="testimonial-quote mb-3">
                <p className="mb-0" lang={langOf(testimonial, 'quote')}>
                  {testimonial.quote}
                </p>
              </blockquote>
              <figcaption className="d-flex align-items-center gap-3 mt-auto">
                {testimonial.photo ? (
                  <PictureImg picture={testimonial.photo} sizes="96px" className="testimonial-photo" />
                ) : (
                  <span className="testimonial-initials" aria-hidden="true">
                    {initialsOf(testimonial.personName)}
                  </span>
                )}
                <span className="small">
                  <strong className="d-block">{testimonial.personName}</strong>
                  <span className="text-secondary">
                    <span lang={langOf(testimonial, 'person_role')}>{testimonial.personRole}</span>
                    {`, ${testimonial.company}, ${testimonial.country}`}
                  </span>
                </span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
    </Region>
  );
}

export function ClientLogos({ clients, headingId }: { clients: Customer[]; headingId: string }) {
  const { t } = useLingui();
  const logoAlt = (name: string) => t`${name} logo`;
  if (clients.length === 0) return null;
  return (
    <Region className="client-logos" headingId={headingId} title={t`Some of our clients`}>
      <ul className="row row-cols-2 row-cols-sm-3 row-cols-lg-6 g-3 list-unstyled mb-0">
        {clients.map((client) => (
          <li className="col" key={client._id}>
            <figure className="client-logo mb-0 text-center">
              <PictureImg
                picture={client.logo}
                alt={client.logo.alt || logoAlt(client.name)}
                sizes="(min-width: 992px) 180px, (min-width: 576px) 30vw, 45vw"
                className="img-fluid h-auto rounded border"
              />
              <figcaption className="small text-secondary mt-1">{client.country}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Region>
  );
}
