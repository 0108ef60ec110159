import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TranslatedKind, TranslationLocale, TranslationState } from '../../../shared/content/translatable';
import { staffIntlLocale } from '../staff-i18n';

// The words the translation screens share: what each state is called, and the languages by their names in the
// staff member's own language (Intl knows them: "German", "tiếng Đức").

export const STATE_LABELS: Record<TranslationState, MessageDescriptor> = {
  missing: msg`Not translated`,
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  published: msg`Published`,
  outdated: msg`English changed`,
};

/** The Bootstrap colour of each state's badge: the work left stands out, what is done recedes. */
export const STATE_COLOURS: Record<TranslationState, string> = {
  missing: 'text-bg-danger',
  outdated: 'text-bg-warning',
  draft: 'text-bg-info',
  scheduled: 'text-bg-primary',
  published: 'text-bg-success',
};

/** The states in the order work is done: what is missing first. */
export const STATES_IN_ORDER: readonly TranslationState[] = ['missing', 'outdated', 'draft', 'scheduled', 'published'];

/** A language's name in the back office's language, as a sentence writes it ("German", "tiếng Đức"). */
export function languageName(locale: TranslationLocale): string {
  return new Intl.DisplayNames([staffIntlLocale()], { type: 'language' }).of(locale) ?? locale;
}

/** A language's name as a tab or a heading starts ("German", "Tiếng Đức"). */
export function languageTitle(locale: TranslationLocale): string {
  const name = languageName(locale);
  return name.charAt(0).toLocaleUpperCase(staffIntlLocale()) + name.slice(1);
}

/**
 * Each translated kind's name on these screens. The content declaration's labels are English words for the
 * English content screens; these pass through the catalogue, and the type asks for one when a kind gains a
 * translated field.
 */
export const KIND_LABELS: Record<TranslatedKind, MessageDescriptor> = {
  product: msg`Product`,
  category: msg`Category`,
  material: msg`Material`,
  slide: msg`Hero slide`,
  badge: msg`Badge`,
  'why-item': msg`Reason to choose us`,
  faq: msg`FAQ`,
  'page-block': msg`Company page block`,
  certificate: msg`Certificate`,
  video: msg`Video`,
  testimonial: msg`Testimonial`,
  company: msg`Company information`,
  picture: msg`Picture`,
};

export const stateText = (i18n: I18n, state: TranslationState) => i18n._(STATE_LABELS[state]);
