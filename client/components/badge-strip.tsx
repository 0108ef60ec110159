import { Trans } from '@lingui/react/macro';
import type { Badge } from '../../shared/catalogue';
import { PictureImg } from './picture-img';
import { langOf } from '../i18n/untranslated';

/** A row of the company's selling points, each on its own colour. */
export function BadgeStrip({ id, badges }: { id: string; badges: Badge[] }) {
  return (
    <section id={id} className="container-xl py-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        <Trans>Our strengths</Trans>
      </h2>
      <div className="row row-cols-1 row-cols-sm-3 g-3 text-center">
        {badges.map((badge) => (
          <div className="col" key={badge.title}>
            <div className="badge-tile rounded p-3 h-100 text-white" style={{ background: badge.color }}>
              <PictureImg picture={badge.icon} alt="" sizes="64px" className="badge-icon mb-2" />
              <h3 className="h6 mb-0" lang={langOf(badge, 'title')}>
                {badge.title}
              </h3>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
