import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { adminPaths } from '../../../shared/staff/addresses';
import {
  AUDIT_ACTION_NAMES,
  AUDIT_KIND_MESSAGES,
  AUDIT_KIND_NAMES,
  auditActionMessage,
  auditActionsOf,
  isAuditKind,
} from '../../../shared/staff/audit-actions';
import { AppLink } from '../../components/app-link';
import { AUDIT_FILTERS, type AuditFilter, type AuditFilterValues, auditAddress, filtering } from './audit-filters';

// The audit log's filters: what it is about, which action, who, and the company days from and to. Filtering goes
// to the address the filters make, so the list can be reloaded, bookmarked and sent as it is.

export interface AuditFilterFormProps {
  filters: AuditFilterValues;
  /** Filters the server (or the same rule here) refused, by name. */
  errors: Partial<Record<AuditFilter, string>>;
}

export function AuditFilterForm({ filters, errors }: AuditFilterFormProps) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen = Object.fromEntries(AUDIT_FILTERS.map((name) => [name, String(data.get(name) ?? '').trim()])) as AuditFilterValues;
    void navigate(auditAddress(chosen));
  };
  const described = (name: AuditFilter) => {
    const error = errors[name];
    return {
      id: `audit-${name}`,
      name,
      defaultValue: filters[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `audit-${name}-error` : undefined,
    };
  };
  const field = (name: AuditFilter, label: string, control: ReactNode, width: string) => (
    <div className={`col-12 col-sm-6 ${width}`}>
      <label htmlFor={`audit-${name}`} className="form-label">
        {label}
      </label>
      {control}
      {errors[name] ? (
        <div id={`audit-${name}-error`} className="invalid-feedback">
          {errors[name]}
        </div>
      ) : null}
    </div>
  );
  const invalid = (name: AuditFilter) => (errors[name] ? ' is-invalid' : '');
  // A value this list does not know (an older address, a newer server) is still offered, as its own name.
  const unknownAbout = filters.about && !isAuditKind(filters.about) ? filters.about : null;
  const unknownAction = filters.action && !AUDIT_ACTION_NAMES.includes(filters.action as never) ? filters.action : null;
  return (
    // Keyed by the address: going back to another filter shows that filter's values.
    <form key={search} className="admin-card mb-3" role="search" aria-label={t`Filter the audit log`} onSubmit={submit} noValidate>
      <div className="row g-3">
        {field(
          'about',
          t`About`,
          <select {...described('about')} className={`form-select${invalid('about')}`}>
            <option value="">{t`Anything`}</option>
            {AUDIT_KIND_NAMES.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(AUDIT_KIND_MESSAGES[kind])}
              </option>
            ))}
            {unknownAbout ? <option value={unknownAbout}>{unknownAbout}</option> : null}
          </select>,
          'col-lg-3',
        )}
        {field(
          'action',
          t`Action`,
          <select {...described('action')} className={`form-select${invalid('action')}`}>
            <option value="">{t`Any action`}</option>
            {AUDIT_KIND_NAMES.map((kind) => (
              <optgroup key={kind} label={i18n._(AUDIT_KIND_MESSAGES[kind])}>
                {auditActionsOf(kind).map((action) => (
                  <option key={action} value={action}>
                    {i18n._(auditActionMessage(action))}
                  </option>
                ))}
              </optgroup>
            ))}
            {unknownAction ? <option value={unknownAction}>{unknownAction}</option> : null}
          </select>,
          'col-lg-3',
        )}
        {field(
          'actor',
          t`Who`,
          <input
            {...described('actor')}
            type="text"
            className={`form-control${invalid('actor')}`}
            placeholder={t`E-mail address or a part of it`}
          />,
          'col-lg-2',
        )}
        {field('from', t`From`, <input {...described('from')} type="date" className={`form-control${invalid('from')}`} />, 'col-lg-2')}
        {field('to', t`To`, <input {...described('to')} type="date" className={`form-control${invalid('to')}`} />, 'col-lg-2')}
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary">
          <Trans>Filter</Trans>
        </button>
        {filtering(filters) ? (
          <AppLink to={adminPaths.audit} className="btn btn-outline-secondary">
            <Trans>Show everything</Trans>
          </AppLink>
        ) : null}
      </div>
    </form>
  );
}
