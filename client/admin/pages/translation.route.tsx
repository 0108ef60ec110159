import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useMemo, useRef } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { ContentField } from '../../../shared/content/fields';
import {
  isContentKind,
  isTranslatedKind,
  isTranslationLocale,
  TRANSLATION_LOCALES,
  translationFieldsOf,
  type TranslatedValues,
  type TranslationLocale,
} from '../../../shared/content/translatable';
import {
  type ItemTranslation,
  type TranslationItem,
  type TranslationRevisionEntry,
  translationsApi,
} from '../../../shared/contracts/translations';
import { adminPaths } from '../../../shared/staff/addresses';
import { AppLink } from '../../components/app-link';
import { FocusOnFailedSubmit } from '../../forms/focus-on-failed-submit';
import { contentSchemaOf } from '../content/content-schema';
import { ContentFieldInput } from '../content/content-field';
import { declarationWord } from '../content/declaration-words';
import { formatDateTime } from '../dates';
import { useRefusal } from '../refusal';
import { callStaffApi, fieldErrorsOf, loadFromStaffApi } from '../staff-client';
import { MachineDraft } from '../translations/machine-draft';
import { TranslationHistory } from '../translations/translation-history';
import { TranslationSchedule } from '../translations/translation-schedule';
import { SourceChange, wordsOf } from '../translations/source-change';
import { KIND_LABELS, languageName, languageTitle, STATE_COLOURS, stateText } from '../translations/translation-words';

// One item's English text beside its translation into one language, field by field: what changed in the English
// since it was translated shown word by word, the work saved as a draft or published, on the version the editor
// opened (someone else's save in between is refused, not overwritten), or scheduled to be published at a time; and
// its publications, one restored into the draft.

interface TranslationData {
  item: TranslationItem;
  locale: TranslationLocale;
  history: TranslationRevisionEntry[];
}

export async function loader({ request, params }: LoaderFunctionArgs): Promise<TranslationData> {
  const kind = params.kind ?? '';
  const id = params.id ?? '';
  const notFound = () => new Response('Not found', { status: 404, statusText: 'This item does not exist (any more).' });
  if (!isTranslatedKind(kind) || !/^\d{1,9}$/.test(id)) throw notFound();
  const asked = new URL(request.url).searchParams.get('locale') ?? '';
  const locale = isTranslationLocale(asked) ? asked : TRANSLATION_LOCALES[0]!;
  const [item, history] = await Promise.all([
    loadFromStaffApi(request, translationsApi.item, { params: { kind, id: Number(id) } }),
    loadFromStaffApi(request, translationsApi.history, { params: { kind, id: Number(id), locale } }),
  ]);
  if (!item) throw notFound();
  return { item, locale, history: history ?? [] };
}

type FormValues = Record<string, string | string[]>;

/** What the form starts from: the draft if there is one, else what is published; empty where nothing is. */
function startingValues(fields: Record<string, ContentField>, translation: ItemTranslation): FormValues {
  const current: TranslatedValues = translation.draft ?? translation.published;
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, current[name] ?? (field.kind === 'text-list' ? [] : '')]));
}

export function Component() {
  const { t, i18n } = useLingui();
  const { item, locale, history } = useLoaderData() as TranslationData;
  const revalidator = useRevalidator();
  const refusal = useRefusal();
  const fields = useMemo(() => translationFieldsOf(item.kind), [item.kind]);
  const schema = useMemo(() => contentSchemaOf(fields), [fields]);
  const translation = item.translations.find((each) => each.locale === locale)!;
  const language = languageName(locale);
  const publishing = useRef(false);

  async function save(values: FormValues, helpers: FormikHelpers<FormValues>) {
    helpers.setStatus(null);
    const publish = publishing.current;
    try {
      await callStaffApi(translationsApi.save, {
        params: { kind: item.kind, id: item.id, locale },
        body: { values, version: translation.version, publish },
      });
      toast.success(publish ? t`Published in ${language}.` : t`Draft saved.`);
      await revalidator.revalidate();
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) helpers.setErrors(fieldErrors);
      helpers.setStatus(refusal(error));
    }
  }

  return (
    <>
      <nav aria-label={t`Breadcrumb`} className="small mb-2">
        <AppLink to={adminPaths.translations(locale)}>
          <Trans>Translations</Trans>
        </AppLink>
        {' › '}
        {i18n._(KIND_LABELS[item.kind])}
      </nav>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto admin-wrap" lang="en">
          {item.title}
        </h1>
        {/* A picture's English alt text is written in the picture library, the content's in its editor. */}
        <AppLink to={isContentKind(item.kind) ? adminPaths.contentItem(item.kind, item.id) : adminPaths.pictures}>
          <Trans>Edit the English</Trans>
        </AppLink>
      </div>
      <LanguageTabs item={item} current={locale} />
      <StateLine translation={translation} language={language} />
      <Formik
        key={`${locale}-${translation.version}`}
        initialValues={startingValues(fields, translation)}
        validationSchema={schema}
        validateOnBlur={false}
        validateOnChange={false}
        onSubmit={save}
      >
        {({ isSubmitting, status }) => (
          <FormikForm noValidate aria-label={t`Translation into ${language}`} className="admin-card">
            <FocusOnFailedSubmit />
            <MachineDraft item={item} translation={translation} locale={locale} />
            <div className="row d-none d-lg-flex small fw-semibold text-body-secondary mb-2">
              <div className="col-lg-5">
                <Trans>English</Trans>
              </div>
              <div className="col-lg-7">{languageTitle(locale)}</div>
            </div>
            {item.fields.map((name) => (
              <FieldRow key={name} name={name} field={fields[name]!} item={item} translation={translation} locale={locale} />
            ))}
            {status ? (
              <div className="alert alert-danger" role="alert">
                {String(status)}
              </div>
            ) : null}
            <div className="d-flex flex-wrap gap-2">
              <button type="submit" className="btn btn-primary" disabled={isSubmitting} onClick={() => (publishing.current = true)}>
                {isSubmitting && publishing.current ? t`Publishing…` : t`Publish in ${language}`}
              </button>
              <button
                type="submit"
                className="btn btn-outline-primary"
                disabled={isSubmitting}
                onClick={() => (publishing.current = false)}
              >
                {isSubmitting && !publishing.current ? t`Saving…` : t`Save draft`}
              </button>
            </div>
            <TranslationSchedule item={item} translation={translation} locale={locale} />
          </FormikForm>
        )}
      </Formik>
      <TranslationHistory item={item} translation={translation} locale={locale} history={history} />
    </>
  );
}

/** The item in each language, as tabs: the state of each, so the editor sees where work is left. */
function LanguageTabs({ item, current }: { item: TranslationItem; current: TranslationLocale }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Languages`}>
      <ul className="nav nav-tabs mb-3">
        {item.translations.map((each) => (
          <li key={each.locale} className="nav-item">
            <AppLink
              className={`nav-link${each.locale === current ? ' active' : ''}`}
              to={adminPaths.translation(item.kind, item.id, each.locale)}
              aria-current={each.locale === current ? 'page' : undefined}
            >
              {languageTitle(each.locale)} <span className={`badge ${STATE_COLOURS[each.state]}`}>{stateText(i18n, each.state)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StateLine({ translation, language }: { translation: ItemTranslation; language: string }) {
  const { i18n } = useLingui();
  const when = translation.updatedAt ? formatDateTime(translation.updatedAt) : null;
  const who = translation.updatedBy;
  return (
    <div className="mb-3">
      <p className="mb-1">
        <span className={`badge ${STATE_COLOURS[translation.state]} me-2`}>{stateText(i18n, translation.state)}</span>
        {when && who ? (
          <Trans>
            Last saved {when} by {who}.
          </Trans>
        ) : when ? (
          <Trans>Last saved {when}.</Trans>
        ) : null}
      </p>
      {translation.state === 'missing' && !translation.draft ? (
        <p className="small text-body-secondary mb-0">
          <Trans>Nothing is translated yet: buyers reading {language} see the English text.</Trans>
        </p>
      ) : null}
      {translation.draft && translation.state !== 'missing' ? (
        <p className="small text-body-secondary mb-0">
          <Trans>A draft is saved below: buyers see the published translation until the draft is published.</Trans>
        </p>
      ) : null}
      {translation.draft && translation.state === 'missing' ? (
        <p className="small text-body-secondary mb-0">
          <Trans>A draft is saved below: buyers see the English text until it is published.</Trans>
        </p>
      ) : null}
      {translation.changedSource.length ? (
        <p className="alert alert-warning small mt-2 mb-0">
          <Trans>The English text changed after this was translated: the fields marked below need another look.</Trans>
        </p>
      ) : null}
    </div>
  );
}

/** One field: its English text on the left, its translation on the right, and the English change when there is one. */
function FieldRow({
  name,
  field,
  item,
  translation,
  locale,
}: {
  name: string;
  field: ContentField;
  item: TranslationItem;
  translation: ItemTranslation;
  locale: TranslationLocale;
}) {
  const { t, i18n } = useLingui();
  const { setFieldValue } = useFormikContext<FormValues>();
  const label = declarationWord(i18n, field.label);
  const richText = field.kind === 'rich-text';
  const source = item.source[name];
  const english = wordsOf(source, richText);
  const changed = translation.changedSource.includes(name);
  // An address is made, not translated word for word: the English one is no start for it.
  const copyable = english !== '' && name !== 'path';
  return (
    <div className={`row g-2 border-top pt-3 mb-2${changed ? ' translation-changed' : ''}`}>
      <div className="col-lg-5">
        <div className="small text-body-secondary d-lg-none">
          <Trans>English</Trans> · {label}
        </div>
        <div className="small text-body-secondary d-none d-lg-block">{label}</div>
        <div className="translation-source admin-wrap" lang="en">
          {english || <span className="text-body-secondary">{t`(empty)`}</span>}
        </div>
        {changed ? <SourceChange before={translation.publishedFrom[name]} now={source} richText={richText} /> : null}
      </div>
      <div className="col-lg-7">
        <ContentFieldInput name={name} field={field} idPrefix={`translation-${locale}`} lang={locale} />
        {copyable ? (
          <button
            type="button"
            className="btn btn-link btn-sm p-0 mt-n2 mb-2"
            onClick={() => void setFieldValue(name, Array.isArray(source) ? [...source] : (source ?? ''), false)}
          >
            <Trans>Start from the English text</Trans>
            <span className="visually-hidden"> ({label})</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
