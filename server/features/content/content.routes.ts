import { contentApi } from '../../../shared/contracts/content';
import { type Implementation, contractHandlers, type ContractHandlers } from '../../http/mount-contract';
import type { ContentService } from './content.service';
import { actingOf } from '../../http/acting';

export function contentRoutes(content: ContentService): ContractHandlers {
  const implementation: Implementation<typeof contentApi> = {
    list: ({ params, query }) => content.list(params.type, query),
    ordered: ({ params, query }) => content.ordered(params.type, query.scope),
    reorder: ({ params, body }, request) => content.reorder(params.type, body, actingOf(request)),
    options: ({ params, query }) => content.options(params.type, query),
    get: ({ params }) => content.get(params.type, params.id),
    create: ({ params, body }, request) => content.create(params.type, body.values, actingOf(request)),
    update: ({ params, body }, request) =>
      content.update(params.type, params.id, body.values, body.version, actingOf(request), body.draftVersion),
    remove: ({ params, body }, request) => content.remove(params.type, params.id, body, actingOf(request)),
    history: ({ params }) => content.history(params.type, params.id),
    restore: ({ params, body }, request) => content.restore(params.type, params.id, body, actingOf(request)),
    historyVersion: ({ params }) => content.historyVersion(params.type, params.id, params.historyId),
    saveDraft: ({ params, body }, request) => content.saveDraft(params.type, params.id, body, actingOf(request)),
    discardDraft: ({ params, body }, request) => content.discardDraft(params.type, params.id, body, actingOf(request)),
    publish: ({ params, body }, request) => content.publish(params.type, params.id, body, actingOf(request)),
    preview: ({ params }, request) => content.preview(params.type, params.id, actingOf(request)),
    bulk: ({ params, body }, request) => content.bulk(params.type, body, actingOf(request)),
    duplicate: ({ params }, request) => content.duplicate(params.type, params.id, actingOf(request)),
  };
  return contractHandlers(contentApi, implementation);
}
