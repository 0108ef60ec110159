import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { ContentListItem } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { adminPaths } from '../../../shared/staff/addresses';
import { ContentBreadcrumbs } from '../content/content-breadcrumbs';
import { OrderList } from '../content/order-list';
import { useRefusal } from '../refusal';
import { callStaffApi, loadFromStaffApi } from '../staff-client';
import { kindOf } from './content-list.route';
import { declarationWord } from '../content/declaration-words';

// The order a kind's items are shown in (FAQs within their group, page blocks within their page).

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { key, type } = kindOf(params.type);
  if (!type.ordered && !type.orderedSubset) throw redirect(adminPaths.contentList(key));
  const scopeField = type.ordered?.scope ? type.fields[type.ordered.scope] : undefined;
  const scopes = scopeField?.kind === 'choice' ? scopeField.options.map((o) => ({ value: String(o.value), label: o.label })) : [];
  const scope = new URL(request.url).searchParams.get('scope') ?? scopes[0]?.value;
  const items = await loadFromStaffApi(request, contentApi.ordered, { params: { type: key }, query: scope ? { scope } : {} });
  return { key, type, items, scopes, scope: scope ?? '' };
}

export function Component() {
  const { key, type, items, scopes, scope } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const refusal = useRefusal();
  const { t, i18n } = useLingui();
  const [order, setOrder] = useState<{ basis: ContentListItem[]; ids: number[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const ids = order?.basis === items ? order.ids : items.map((item) => item.id);
  const byId = new Map(items.map((item) => [item.id, item]));
  const ordered = ids.map((id) => byId.get(id)!).filter(Boolean);
  const changed = ids.join() !== items.map((item) => item.id).join();
  const save = async () => {
    setSaving(true);
    try {
      await callStaffApi(contentApi.reorder, { params: { type: key }, body: { ids, ...(scope ? { scope } : {}) } });
      toast.success(t`Order saved.`);
      await revalidator.revalidate();
    } catch (error) {
      toast.error(refusal(error));
    } finally {
      setSaving(false);
    }
  };
  // The kind's own words come from its declaration, in the staff member's language.
  const kinds = declarationWord(i18n, type.orderedSubset?.label ?? type.plural);
  const kindsInText = declarationWord(i18n, type.pluralInText);
  const shownAtMost = type.shownAtMost;
  return (
    <>
      <ContentBreadcrumbs kind={key} type={type} here={t`Order`} />
      <h1 className="h3">
        <Trans>Order: {kinds}</Trans>
      </h1>
      <p className="text-body-secondary">
        <Trans>Drag an item by its handle, or use its Move up and Move down buttons.</Trans>
        {shownAtMost ? (
          <>
            {' '}
            <Trans>The site shows the first {shownAtMost}.</Trans>
          </>
        ) : null}
        {type.drafts ? (
          <>
            {' '}
            <Trans>A draft is published in the place it has here.</Trans>
          </>
        ) : null}
      </p>
      {scopes.length ? (
        <div className="mb-3" style={{ maxWidth: '20rem' }}>
          <label htmlFor="order-scope" className="form-label">
            {type.fields[type.ordered!.scope!]!.label}
          </label>
          <select
            id="order-scope"
            className="form-select"
            value={scope}
            onChange={(event) => void navigate(`${adminPaths.contentOrder(key)}?scope=${encodeURIComponent(event.target.value)}`)}
          >
            {scopes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <OrderList
        items={ordered}
        label={t`Order of ${kindsInText}`}
        shownAtMost={type.shownAtMost}
        disabled={saving}
        onReorder={(next) => setOrder({ basis: items, ids: next })}
      />
      <div className="d-flex gap-2 mt-3">
        <button type="button" className="btn btn-primary" disabled={!changed || saving} onClick={() => void save()}>
          {saving ? t`Saving…` : t`Save the order`}
        </button>
        <button type="button" className="btn btn-outline-secondary" disabled={!changed || saving} onClick={() => setOrder(null)}>
          <Trans>Undo changes</Trans>
        </button>
      </div>
    </>
  );
}
