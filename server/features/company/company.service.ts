import { isColourOrGradient } from '../../../shared/content/css-background';
import type { Selectable } from 'kysely';
import type { Customer, ListResponse, References, SalesContact, SeoText, TranslationNote } from '../../../shared/catalogue';
import { companyPageSeoColumns } from '../../../shared/content/content-types';
import { messagingContactsOf, messagingLink } from '../../../shared/messaging-apps';
import { pageOffset } from '../../../shared/pagination';
import type { Db } from '../../db/connect';
import type { SiteConfigTable } from '../../db/database';
import type { ContentRevision } from '../../db/content-revision';
import { cachePerRevision } from '../../db/revision-cache';
import { cleanHtml, cleanIcon } from '../../render/sanitize';
import {
  countSlides,
  listBadges,
  listContentBlocks,
  listFaqs,
  listSlides,
  listSocials,
  listTestimonials,
  listWhyItems,
  searchCustomers,
} from './site.repository';
import { findSiteConfig } from './site-config.public';
import { withLibraryPicturesIn, withLibraryPicturesOf } from '../media/library-pictures.public';
import { publishedValuesOf, translatedRows, untranslatedNoteOf } from '../translations/translated-rows.public';
import { DEFAULT_LOCALE, type SiteLocale } from '../../../shared/i18n/locales';

const DEFAULT_BADGE_COLOR = 'black';
/** The locale of an answer asked for by its locale alone. */
const byLocale = (locale: SiteLocale) => locale;

/** The company's translated texts that every page's layout shows (the pages' texts for search engines are asked apart). */
const SITE_TEXT_FIELDS = ['info_html', 'intro_video_title', 'intro_caption_html', 'sales_contact_role'];

/** The company's details are one row: its published translation into `locale`, if any. */
async function companyTranslationOf(db: Db, locale: SiteLocale) {
  const config = await findSiteConfig(db);
  return config ? publishedValuesOf(db, 'company', locale, config.id) : undefined;
}

/** The contact page's card of the company's sales contact, when the company names one (all its fields, or none). */
function salesContactOf(config: Selectable<SiteConfigTable>, texts: TranslationNote): SalesContact | null {
  if (!config.sales_contact_name || !config.sales_contact_photo) return null;
  return {
    name: config.sales_contact_name,
    role: config.sales_contact_role,
    photo: config.sales_contact_photo,
    email: config.sales_contact_email,
    phone: config.sales_contact_phone,
    whatsappUrl: config.sales_contact_whatsapp ? messagingLink('WhatsApp', config.sales_contact_phone) : null,
    languages: config.sales_contact_languages,
    ...untranslatedNoteOf(texts, ['sales_contact_role']),
  };
}

/**
 * The company as every page's layout and its own pages show it. Only the content changes it, so each answer is
 * kept until the content revision moves.
 */
export function createCompanyService(db: Db, revision?: ContentRevision) {
  return {
    site: cachePerRevision(
      revision,
      (locale: SiteLocale) => locale,
      withLibraryPicturesIn(db, byLocale, async (locale) => {
        const [config, socials] = await Promise.all([findSiteConfig(db), listSocials(db)]);
        if (!config) throw new Error('The site configuration row is missing: run the seed');
        // The texts buyers read, in the locale where translated (one row in, one row out).
        const texts = (await translatedRows(db, 'company', locale, [config]))[0]!;
        return {
          companyName: config.company_name,
          shortName: config.short_name,
          phone: config.phone,
          email: config.emails,
          address: config.address,
          registeredAddress: config.registered_address,
          taxNumber: config.tax_number,
          registrationDate: config.registration_date,
          messaging: messagingContactsOf(config),
          info: cleanHtml(texts.info_html),
          logo: config.logo,
          mapImage: config.map_image,
          salesContact: salesContactOf({ ...config, sales_contact_role: texts.sales_contact_role }, texts),
          introVideo: {
            id: config.intro_video_id,
            title: texts.intro_video_title,
            caption: cleanHtml(texts.intro_caption_html),
            ...untranslatedNoteOf(texts, ['intro_video_title', 'intro_caption_html']),
          },
          socials: socials.map((s) => ({ name: s.name, url: s.url, icon: cleanIcon(s.icon), order: s.sort_order })),
          ...untranslatedNoteOf(texts, SITE_TEXT_FIELDS),
        };
      }),
    ),

    customers: cachePerRevision(
      revision,
      (name: string) => name,
      withLibraryPicturesOf(db, async (name): Promise<ListResponse<Customer>> => {
        const { rows, total } = await searchCustomers(db, name);
        return { data: rows.map((r) => ({ _id: r.id, name: r.name, country: r.country, logo: r.logo })), total };
      }),
    ),

    references: cachePerRevision(
      revision,
      (locale: SiteLocale) => locale,
      withLibraryPicturesIn(db, byLocale, async (locale): Promise<References> => {
        const [rows, clients] = await Promise.all([listTestimonials(db), searchCustomers(db, '')]);
        const testimonials = await translatedRows(db, 'testimonial', locale, rows);
        return {
          testimonials: testimonials.map((t) => ({
            _id: t.id,
            quote: t.quote,
            personName: t.person_name,
            personRole: t.person_role,
            company: t.company,
            country: t.country,
            photo: t.photo,
            ...untranslatedNoteOf(t),
          })),
          clients: clients.rows.map((r) => ({ _id: r.id, name: r.name, country: r.country, logo: r.logo })),
        };
      }),
    ),

    slides: cachePerRevision(
      revision,
      (page: number, pageSize: number, locale: SiteLocale) => `${page}/${pageSize}/${locale}`,
      withLibraryPicturesIn(
        db,
        (_page: number, _pageSize: number, locale: SiteLocale) => locale,
        async (page, pageSize, locale) => {
          const [english, total] = await Promise.all([listSlides(db, pageSize, pageOffset(page, pageSize)), countSlides(db)]);
          const rows = await translatedRows(db, 'slide', locale, english);
          return {
            data: rows.map((r) => ({
              _id: r.id,
              backgroundImage: r.background,
              description: cleanHtml(r.description),
              redirectTo: r.redirect_to,
              contentLink: r.content_link,
              ...untranslatedNoteOf(r),
            })),
            total,
          };
        },
      ),
    ),

    homeBlocks: cachePerRevision(
      revision,
      (locale: SiteLocale) => locale,
      withLibraryPicturesIn(db, byLocale, async (locale) => {
        const [badgeRows, whyRows] = await Promise.all([listBadges(db), listWhyItems(db)]);
        const [badges, why] = await Promise.all([
          translatedRows(db, 'badge', locale, badgeRows),
          translatedRows(db, 'why-item', locale, whyRows),
        ]);
        return {
          // A colour stored before the field was checked is not written into the page.
          badges: badges.map((b) => ({
            title: b.title,
            icon: b.icon,
            color: b.color && isColourOrGradient(b.color) ? b.color : DEFAULT_BADGE_COLOR,
            ...untranslatedNoteOf(b),
          })),
          why: why.map((w) => ({ title: w.title, icon: w.icon, content: cleanHtml(w.content), ...untranslatedNoteOf(w) })),
        };
      }),
    ),

    faqs: cachePerRevision(
      revision,
      (locale: SiteLocale) => locale,
      withLibraryPicturesIn(db, byLocale, async (locale) => {
        const rows = await translatedRows(db, 'faq', locale, await listFaqs(db));
        return rows.map((r) => ({ _id: r.id, type: r.type, question: r.question, answer: cleanHtml(r.answer), ...untranslatedNoteOf(r) }));
      }),
    ),

    pageContent: cachePerRevision(
      revision,
      (page: string, locale: SiteLocale) => `${page}/${locale}`,
      withLibraryPicturesIn(
        db,
        (_page: string, locale: SiteLocale) => locale,
        async (page, locale) => {
          const rows = await translatedRows(db, 'page-block', locale, await listContentBlocks(db, page));
          return rows.map((r) => ({
            section: r.section,
            title: r.title,
            body: cleanHtml(r.body),
            image: r.image,
            ...untranslatedNoteOf(r),
          }));
        },
      ),
    ),

    // Kept with the company's details (shared/content/content-types.ts); an empty one is left out for the page's own.
    // In another locale only the published translation counts, as for a product: an English title would stand in a
    // German result where the page's own title, from the message catalogue, is German.
    pageSeo: cachePerRevision(
      revision,
      (page: string, locale: SiteLocale) => `${page}/${locale}`,
      async (page, locale): Promise<SeoText> => {
        const columns = companyPageSeoColumns(page);
        const texts: Record<string, unknown> | undefined =
          locale === DEFAULT_LOCALE ? await findSiteConfig(db) : await companyTranslationOf(db, locale);
        const [title, description] = [texts?.[columns.title], texts?.[columns.description]];
        return {
          ...(typeof title === 'string' && title.trim() ? { title } : {}),
          ...(typeof description === 'string' && description.trim() ? { description } : {}),
        };
      },
    ),
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
