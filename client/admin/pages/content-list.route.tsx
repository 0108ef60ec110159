import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form, type LoaderFunctionArgs, redirect, useLoaderData, useNavigate, useNavigation } from 'react-router-dom';
import { type ContentOption, type ContentType, type ContentTypeKey, contentTypeOf, countOf } from '../../../shared/content/content-types';
import { contentApi } from '../../../shared/contracts/content';
import { endpointUrl } from '../../../shared/contracts/endpoint-url';
import { productCsvApi } from '../../../shared/contracts/product-csv';
import { adminPaths } from '../../../shared/staff/addresses';
import { AppLink } from '../../components/app-link';
import { BulkActions } from '../content/bulk-actions';
import { duplicateItem } from '../content/duplicate-item';
import { formatDateTime } from '../dates';
import { Pager } from '../pager';
import { loadFromStaffApi } from '../staff-client';
import { declarationWord } from '../content/declaration-words';

// One kind of content as a list: search, its filter (a category, an FAQ group, a page), drafts apart, paging, and
// rows selected to publish, unpublish or delete together.

const STATUS_LABELS = { published: msg`Published`, draft: msg`Draft`, scheduled: msg`Scheduled` } as const;
const STATUS_TONES = { published: 'success', draft: 'secondary', scheduled: 'info' } as const;

export function kindOf(raw: string | undefined): { key: ContentTypeKey; type: ContentType } {
  const type = contentTypeOf(raw ?? '');
  if (!type) throw redirect(adminPaths.content);
  return { key: type.key as ContentTypeKey, type };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { key, type } = kindOf(params.type);
  if (type.singleton) throw redirect(adminPaths.contentItem(key, 1));
  const url = new URL(request.url);
  const q = url.searchParams.get('q') ?? '';
  const filter = url.searchParams.get('filter') ?? '';
  const status = url.searchParams.get('status') ?? '';
  const statusFilter = (['published', 'draft', 'scheduled'] as const).find((known) => known === status);
  const page = Number(url.searchParams.get('page') ?? '1') || 1;
  const query = {
    ...(q ? { q } : {}),
    ...(filter ? { filter } : {}),
    ...(statusFilter ? { status: statusFilter } : {}),
    ...(page > 1 ? { page } : {}),
  };
  const filterField = type.filterField ? type.fields[type.filterField] : undefined;
  const [list, filterOptions] = await Promise.all([
    loadFromStaffApi(request, contentApi.list, { params: { type: key }, query }),
    filterField?.kind === 'reference'
      ? loadFromStaffApi(request, contentApi.options, { params: { type: filterField.to }, query: {} })
      : Promise.resolve(
          filterField?.kind === 'choice' ? filterField.options.map((o): ContentOption => ({ id: o.value as number, title: o.label })) : [],
        ),
  ]);
  return { key, type, list, filterOptions, q, filter, status };
}

export function Component() {
  const { key, type, list, filterOptions, q, filter, status } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // The server's refusal of the last bulk action: its message, and each refused row's reason by id.
  const [refusal, setRefusal] = useState<{ message: string; reasons: Record<string, string> } | null>(null);
  // Only this page's rows count: a selection made on another page, or of rows gone since, is left behind.
  const chosen = list.items.filter((item) => selected.has(item.id));
  const allChosen = list.items.length > 0 && chosen.length === list.items.length;
  const choose = (ids: number[], on: boolean) =>
    setSelected((before) => {
      const after = new Set(before);
      for (const id of ids)
        if (on) after.add(id);
        else after.delete(id);
      return after;
    });
  const pageCount = Math.max(1, Math.ceil(list.total / list.pageSize));
  const hrefOf = (page: number) => {
    const search = new URLSearchParams({
      ...(q ? { q } : {}),
      ...(filter ? { filter } : {}),
      ...(status ? { status } : {}),
      page: String(page),
    });
    return `${adminPaths.contentList(key)}?${search}`;
  };
  const filterLabel = type.filterField ? type.fields[type.filterField]!.label : '';
  // The kind's own words come from its declaration (translated with it): only the sentences around them are here.
  const kind = declarationWord(i18n, type.label);
  const kinds = declarationWord(i18n, type.pluralInText);
  const shownAtMost = type.shownAtMost;
  const untitled = t`(untitled ${kind})`;
  const selectLabel = (title: string) => t`Select ${title}`;
  const duplicateLabel = (title: string) => t`Duplicate ${title}`;
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{declarationWord(i18n, type.plural)}</h1>
        {key === 'product' ? (
          <>
            <a className="btn btn-outline-secondary" href={endpointUrl(productCsvApi.exportCsv, {})} download>
              <Trans>Export CSV</Trans>
            </a>
            <AppLink className="btn btn-outline-secondary" to={adminPaths.productImport}>
              <Trans>Import CSV</Trans>
            </AppLink>
          </>
        ) : null}
        {type.ordered || type.orderedSubset ? (
          <AppLink className="btn btn-outline-secondary" to={adminPaths.contentOrder(key)}>
            {type.orderedSubset ? (
              <OrderSubsetWords kinds={declarationWord(i18n, type.orderedSubset.label).toLocaleLowerCase(i18n.locale)} />
            ) : (
              <Trans>Set the order</Trans>
            )}
          </AppLink>
        ) : null}
        <AppLink className="btn btn-primary" to={adminPaths.contentNew(key)}>
          <Trans>New {kind}</Trans>
        </AppLink>
      </div>
      {shownAtMost ? (
        <p className="text-body-secondary">
          <Trans>The site shows the first {shownAtMost}, in their order.</Trans>
        </p>
      ) : null}
      <Form method="get" className="row g-2 align-items-end mb-3" role="search" aria-label={t`Search ${kinds}`}>
        <div className="col-12 col-md-5">
          <label htmlFor="content-q" className="form-label">
            <Trans>Search</Trans>
          </label>
          <input id="content-q" name="q" type="search" className="form-control" defaultValue={q} maxLength={100} />
        </div>
        {type.filterField ? (
          <div className="col-6 col-md-3">
            <label htmlFor="content-filter" className="form-label">
              {filterLabel}
            </label>
            <select id="content-filter" name="filter" className="form-select" defaultValue={filter}>
              <option value="">{t`All`}</option>
              {filterOptions.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {type.drafts ? (
          <div className="col-6 col-md-2">
            <label htmlFor="content-status" className="form-label">
              <Trans>Status</Trans>
            </label>
            <select id="content-status" name="status" className="form-select" defaultValue={status}>
              <option value="">{t`All`}</option>
              <option value="published">{t`Published`}</option>
              <option value="draft">{t`Drafts`}</option>
              <option value="scheduled">{t`Scheduled`}</option>
            </select>
          </div>
        ) : null}
        <div className="col-12 col-md-2">
          <button type="submit" className="btn btn-outline-primary w-100">
            <Trans>Show</Trans>
          </button>
        </div>
      </Form>
      <p className="text-body-secondary" aria-live="polite">
        {navigation.state === 'loading' ? t`Loading…` : countOf(type, list.total)}
      </p>
      {list.items.length ? (
        <BulkActions
          kind={key}
          type={type}
          chosen={chosen}
          onDone={() => {
            setSelected(new Set());
            setRefusal(null);
          }}
          onRefused={(message, reasons) => setRefusal({ message, reasons })}
        />
      ) : null}
      {refusal ? (
        <div className="alert alert-danger" role="alert">
          {refusal.message}
        </div>
      ) : null}
      {list.items.length ? (
        <div className="admin-card admin-table-card mb-3">
          <table className="table admin-stack align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={t`Select all on this page`}
                    checked={allChosen}
                    ref={(box) => {
                      if (box) box.indeterminate = chosen.length > 0 && !allChosen;
                    }}
                    onChange={(event) =>
                      choose(
                        list.items.map((item) => item.id),
                        event.target.checked,
                      )
                    }
                  />
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Picture</Trans>
                  </span>
                </th>
                <th scope="col">{type.fields[type.titleField]!.label}</th>
                {type.listFields.map((name) => (
                  <th scope="col" key={name}>
                    {type.fields[name]!.label}
                  </th>
                ))}
                {type.drafts ? (
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                ) : null}
                <th scope="col">
                  <Trans>Last change</Trans>
                </th>
                {type.drafts ? (
                  <th scope="col">
                    <span className="visually-hidden">
                      <Trans>Actions</Trans>
                    </span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {list.items.map((item) => (
                <tr key={item.id}>
                  <td data-label={t`Select`}>
                    <input
                      type="checkbox"
                      className="form-check-input"
                      aria-label={selectLabel(item.title || untitled)}
                      checked={selected.has(item.id)}
                      onChange={(event) => choose([item.id], event.target.checked)}
                    />
                  </td>
                  <td data-label="">
                    {item.thumbnail ? (
                      <img src={item.thumbnail} alt="" width={48} height={48} className="rounded object-fit-cover" />
                    ) : null}
                  </td>
                  <td data-label={type.fields[type.titleField]!.label} className="admin-wrap">
                    <AppLink to={adminPaths.contentItem(key, item.id)}>{item.title || untitled}</AppLink>
                    {refusal?.reasons[String(item.id)] ? (
                      <span className="d-block small text-danger">{refusal.reasons[String(item.id)]}</span>
                    ) : null}
                  </td>
                  {type.listFields.map((name) => (
                    <td key={name} data-label={type.fields[name]!.label} className="admin-wrap">
                      {item.columns[name]}
                    </td>
                  ))}
                  {type.drafts ? (
                    <td data-label={t`Status`}>
                      <span className={`badge text-bg-${STATUS_TONES[item.status]}`}>{i18n._(STATUS_LABELS[item.status])}</span>
                      {item.publishAt ? <span className="small d-block">{formatDateTime(item.publishAt)}</span> : null}
                    </td>
                  ) : null}
                  <td data-label={t`Last change`} className="small">
                    {item.updatedAt ? formatDateTime(item.updatedAt) : '—'}
                    {item.updatedBy ? <span className="d-block text-body-secondary">{item.updatedBy}</span> : null}
                  </td>
                  {type.drafts ? (
                    // A copy starts as a draft: only kinds with drafts offer it (see content.duplicate).
                    <td data-label="">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary"
                        aria-label={duplicateLabel(item.title || untitled)}
                        onClick={() => void duplicateItem(key, item.id, navigate)}
                      >
                        <Trans>Duplicate</Trans>
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>
          <Trans>Nothing matches. Try other words, or clear the filter.</Trans>
        </p>
      )}
      <Pager page={list.page} pageCount={pageCount} hrefOf={hrefOf} label={t`Pages of ${kinds}`} />
    </>
  );
}

/** The button to the ordering of a kind's subset (the featured products): its words from the declaration. */
function OrderSubsetWords({ kinds }: { kinds: string }) {
  return <Trans>Order the {kinds}</Trans>;
}
