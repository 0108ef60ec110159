import { langOf } from '../i18n/untranslated';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { companyApi } from '../../shared/contracts/company';
import { paths } from '../../shared/paths';
import { retentionSentences } from '../../shared/privacy';
import { apiOf } from '../api/route-context';
import { Breadcrumbs, pageCrumbs } from '../components/breadcrumbs';
import { HtmlContent } from '../components/html-content';
import { PageMeta, withSeo } from '../head/page-meta';
import { contentLoader, metaIn, type PageMetaMessages } from './content-page';
import { useLayoutData } from './layout-data';
import { privacyPage } from './privacy.page';

const blocksLoader = contentLoader(privacyPage);

/** The editors' copy, and the retention periods as the server enforces them (never typed by an editor). */
export async function loader(args: LoaderFunctionArgs) {
  const [content, retention] = await Promise.all([blocksLoader(args), apiOf(args.context)(companyApi.retention)]);
  return { ...content, retention };
}

const META: PageMetaMessages = {
  title: msg`Privacy Notice`,
  description: msg`What we do with the names, e-mail addresses and phone numbers our forms collect, how long we keep them, and how to see, export or erase your data.`,
  keywords: msg`privacy notice, GDPR, personal data, data protection, erasure, data export`,
};

/**
 * The privacy notice: the editors' blocks, with the facts it must never get wrong made from the data itself: who the
 * controller is (the company's details) and how long data is kept (the retention pass's settings).
 */
export function Component() {
  const { i18n } = useLingui();
  const { sections, seo, retention } = useLoaderData<typeof loader>();
  const { site } = useLayoutData();
  const email = site.email[0];
  const { companyName, taxNumber } = site;
  const registeredAddress = site.registeredAddress || site.address;
  return (
    <div className="container-xl py-4 privacy-page">
      <PageMeta {...withSeo(metaIn(i18n, META), seo)} canonicalPath={paths.privacy()} />
      <Breadcrumbs items={pageCrumbs(privacyPage)} />
      <h1 className="h3 mb-3">{i18n._(privacyPage.label)}</h1>
      {(sections.intro ?? []).map((block) => (
        <HtmlContent key={block.title} html={block.body} lang={langOf(block, 'body')} className="lead mb-4" />
      ))}
      <section className="mb-4" aria-labelledby="privacy-controller">
        <h2 className="h5" id="privacy-controller">
          <Trans>Who is responsible for your data</Trans>
        </h2>
        <p className="mb-1">
          {site.taxNumber ? (
            <Trans>
              The controller of your personal data is <strong>{companyName}</strong> (tax number {taxNumber}).
            </Trans>
          ) : (
            <Trans>
              The controller of your personal data is <strong>{companyName}</strong>.
            </Trans>
          )}
        </p>
        <address className="mb-1">
          <Trans>Registered address: {registeredAddress}</Trans>
        </address>
        {email ? (
          <p>
            <Trans>
              Write to us about your data at <a href={`mailto:${email}`}>{email}</a>.
            </Trans>
          </p>
        ) : null}
      </section>
      {(sections.topics ?? []).map((topic, i) => (
        <section className="mb-4" key={topic.title} aria-labelledby={`privacy-topic-${i}`}>
          <h2 className="h5" id={`privacy-topic-${i}`} lang={langOf(topic, 'title')}>
            {topic.title}
          </h2>
          <HtmlContent html={topic.body} lang={langOf(topic, 'body')} />
        </section>
      ))}
      <section className="mb-4" aria-labelledby="privacy-retention">
        <h2 className="h5" id="privacy-retention">
          <Trans>How long we keep it</Trans>
        </h2>
        <dl className="privacy-retention mb-2">
          {retentionSentences(retention).map((line) => (
            <div key={line.what.id} className="mb-2">
              <dt>{i18n._(line.what)}</dt>
              <dd className="mb-0">{i18n._(line.kept)}</dd>
            </div>
          ))}
        </dl>
        <p>
          {email ? (
            <Trans>
              Your request itself (your name, e-mail address, phone number and message) is kept while we do business with you, or until you
              ask us to erase it at <a href={`mailto:${email}`}>{email}</a>. Erasing it keeps only the figures of the request (what was
              asked, when and in what quantities), without anything that names you.
            </Trans>
          ) : (
            <Trans>
              Your request itself (your name, e-mail address, phone number and message) is kept while we do business with you, or until you
              ask us to erase it. Erasing it keeps only the figures of the request (what was asked, when and in what quantities), without
              anything that names you.
            </Trans>
          )}
        </p>
      </section>
    </div>
  );
}
