import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import {
  isTranslationLocale,
  TRANSLATION_LOCALES,
  type TranslationLocale,
  type TranslationState,
} from '../../../shared/content/translatable';
import { type TranslationQueue, translationsApi } from '../../../shared/contracts/translations';
import { adminPaths } from '../../../shared/staff/addresses';
import { AppLink } from '../../components/app-link';
import { Pager } from '../pager';
import { loadFromStaffApi } from '../staff-client';
import { staffIntlLocale } from '../staff-i18n';
import {
  KIND_LABELS,
  languageName,
  languageTitle,
  STATE_COLOURS,
  STATE_LABELS,
  STATES_IN_ORDER,
  stateText,
} from '../translations/translation-words';
import { XliffFiles } from '../translations/xliff-files';

// What is left to translate, per language: how far each language is, the chosen one's items still missing, with a
// changed English text or only drafted, and the XLIFF files that carry a language to a translator and back.

const PAGE_SIZE = 50;
/** The states a translator works through; published items are done and not listed, scheduled ones nearly so. */
const TO_DO = ['missing', 'outdated', 'draft', 'scheduled'] as const satisfies readonly TranslationState[];
type ToDoState = (typeof TO_DO)[number];

interface QueueData {
  queue: TranslationQueue;
  locale: TranslationLocale;
  state: ToDoState | null;
  page: number;
}

export async function loader({ request }: LoaderFunctionArgs): Promise<QueueData> {
  const search = new URL(request.url).searchParams;
  const asked = search.get('locale') ?? '';
  const locale = isTranslationLocale(asked) ? asked : TRANSLATION_LOCALES[0]!;
  const askedState = search.get('state');
  const state = (TO_DO as readonly string[]).includes(askedState ?? '') ? (askedState as ToDoState) : null;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  return { queue: await loadFromStaffApi(request, translationsApi.queue, { query: { locale } }), locale, state, page };
}

const addressOf = (locale: TranslationLocale, state: ToDoState | null, page = 1) => {
  const search = new URLSearchParams({ locale });
  if (state) search.set('state', state);
  if (page > 1) search.set('page', String(page));
  return `${adminPaths.translations()}?${search.toString()}`;
};

const countText = (value: number) => new Intl.NumberFormat(staffIntlLocale()).format(value);

export function Component() {
  const { t, i18n } = useLingui();
  const { queue, locale, state, page } = useLoaderData() as QueueData;
  const revalidator = useRevalidator();
  const language = languageName(locale);
  const listed = state ? queue.items.filter((item) => item.state === state) : queue.items;
  const pageCount = Math.max(1, Math.ceil(listed.length / PAGE_SIZE));
  const shown = listed.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      <h1 className="h3 mb-3">
        <Trans>Translations</Trans>
      </h1>
      <nav aria-label={t`Languages`} className="mb-3">
        <ul className="row row-cols-2 row-cols-lg-4 g-2 list-unstyled mb-0">
          {TRANSLATION_LOCALES.map((each) => (
            <li key={each} className="col">
              <LanguageCard locale={each} counts={queue.counts[each]} current={each === locale} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="row g-3">
        <section className="col-lg-8" aria-labelledby="queue-heading">
          <div className="admin-card">
            <h2 id="queue-heading" className="h5">
              <Trans>Left to do in {language}</Trans>
            </h2>
            <ul className="nav nav-pills small mb-3" aria-label={t`Show`}>
              {[null, ...TO_DO].map((each) => {
                const count = each ? queue.counts[locale][each] : queue.items.length;
                return (
                  <li key={each ?? 'all'} className="nav-item">
                    <AppLink
                      className={`nav-link${each === state ? ' active' : ''}`}
                      to={addressOf(locale, each)}
                      aria-current={each === state ? 'page' : undefined}
                    >
                      {each ? stateText(i18n, each) : t`All`} ({countText(count)})
                    </AppLink>
                  </li>
                );
              })}
            </ul>
            {listed.length === 0 ? (
              <p className="text-body-secondary mb-0">
                {state ? t`Nothing in this state.` : t`Everything is translated and published in ${language}.`}
              </p>
            ) : (
              <ul className="list-group mb-3">
                {shown.map((item) => (
                  <li key={`${item.kind}/${item.id}`} className="list-group-item d-flex flex-wrap align-items-center gap-2">
                    <AppLink to={adminPaths.translation(item.kind, item.id, locale)} className="me-auto admin-wrap">
                      {item.title}
                    </AppLink>
                    <span className="small text-body-secondary">{i18n._(KIND_LABELS[item.kind])}</span>
                    <span className={`badge ${STATE_COLOURS[item.state]}`}>{stateText(i18n, item.state)}</span>
                  </li>
                ))}
              </ul>
            )}
            <Pager page={page} pageCount={pageCount} hrefOf={(to) => addressOf(locale, state, to)} />
          </div>
        </section>
        <div className="col-lg-4">
          <XliffFiles locale={locale} language={language} onImported={() => void revalidator.revalidate()} />
        </div>
      </div>
    </>
  );
}

function progressText(i18n: I18n, done: number, total: number) {
  const doneText = countText(done);
  return i18n._(msg({ message: plural(total, { one: `${doneText} of 1 published`, other: `${doneText} of # published` }) }));
}

/** One language: how much of the content is on the site in it, and what is left, by state. */
function LanguageCard({
  locale,
  counts,
  current,
}: {
  locale: TranslationLocale;
  counts: Record<TranslationState, number>;
  current: boolean;
}) {
  const { i18n } = useLingui();
  const total = STATES_IN_ORDER.reduce((sum, each) => sum + counts[each], 0);
  // An outdated translation is on the site too; it is counted as published and listed as work.
  const onSite = counts.published + counts.outdated;
  const share = total ? Math.round((onSite / total) * 100) : 100;
  return (
    <AppLink
      to={addressOf(locale, null)}
      className={`admin-card d-block h-100 text-decoration-none text-body${current ? ' border-primary border-2' : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      <span className="d-block fw-semibold text-primary">{languageTitle(locale)}</span>
      <span className="d-block small">{progressText(i18n, onSite, total)}</span>
      <span className="progress my-2" role="presentation" style={{ height: '0.4rem' }}>
        <span className="progress-bar" style={{ width: `${share}%` }} />
      </span>
      <span className="d-block small text-body-secondary">
        {STATES_IN_ORDER.filter((each) => each !== 'published' && counts[each] > 0)
          .map((each) => `${i18n._(STATE_LABELS[each])}: ${countText(counts[each])}`)
          .join(' · ')}
      </span>
    </AppLink>
  );
}
