import { translationsApi } from '../../../shared/contracts/translations';
import { staffLocaleOf } from '../../http/refusal-words';
import { actingOf } from '../../http/acting';
import { contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { TranslationHistory } from './translation-history';
import type { MachineDrafts } from './translation-machine-drafts';
import type { TranslationScheduling } from './translation-scheduling';
import type { TranslationFiles } from './translation-xliff';
import type { TranslationService } from './translation.service';

/** The translation services the endpoints answer from (server/services.ts builds them). */
export interface TranslationParts {
  translations: TranslationService;
  translationFiles: TranslationFiles;
  machineDrafts: MachineDrafts;
  translationScheduling: TranslationScheduling;
  translationHistory: TranslationHistory;
}

/** The translators' endpoints (shared/contracts/translations.ts). */
export function translationRoutes({
  translations,
  translationFiles: files,
  machineDrafts: drafts,
  translationScheduling: scheduling,
  translationHistory: history,
}: TranslationParts): ContractHandlers {
  return contractHandlers(translationsApi, {
    queue: ({ query }) => translations.queue(query.locale),
    item: ({ params }) => translations.item(params.kind, params.id),
    save: ({ params, body }, request) => translations.save(params.kind, params.id, params.locale, body, actingOf(request)),
    machineDraft: ({ params, body }, request) => drafts.machineDraft(params.kind, params.id, params.locale, body, actingOf(request)),
    schedule: ({ params, body }, request) => scheduling.schedule(params, body, actingOf(request)),
    unschedule: ({ params, body }, request) => scheduling.unschedule(params, body, actingOf(request)),
    history: ({ params }) => history.history(params),
    historyVersion: ({ params }) => history.historyVersion(params, params.revisionId),
    restore: ({ params, body }, request) => history.restore(params, body, actingOf(request)),
    exportXliff: ({ query }) => files.exportXliff(query.locale, query.only),
    importXliff: ({ query, body }, request) =>
      files.importXliff(query.locale, body, actingOf(request), staffLocaleOf(request.principal, request.header('accept-language'))),
  });
}
