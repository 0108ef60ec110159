import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '../../../shared/contracts/staff';
import { auditActionMessage } from '../../../shared/staff/audit-actions';
import { AppLink } from '../../components/app-link';
import { formatDateTime } from '../dates';
import { auditDetailLines, auditSubjectOf } from './audit-details';

// The audit log's table: when, who, what they did in words, what it was about by the name staff know it by (linked
// to where it is opened), the details as labelled lines, and the address it came from.

function Subject({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const subject = auditSubjectOf(entry, i18n);
  if (!subject) return <>—</>;
  return (
    <>
      {subject.kind ? <span className="text-body-secondary">{subject.kind} </span> : null}
      {subject.href ? <AppLink to={subject.href}>{subject.name}</AppLink> : subject.name}
    </>
  );
}

function Details({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const lines = auditDetailLines(entry, i18n);
  if (!lines.length) return <>—</>;
  return (
    <ul className="list-unstyled mb-0 small">
      {lines.map((line, index) => (
        <li key={index}>
          <span className="text-body-secondary">{line.label}:</span>{' '}
          {line.href ? <AppLink to={line.href}>{line.value}</AppLink> : line.value}
        </li>
      ))}
    </ul>
  );
}

export function AuditEntries({ items }: { items: AuditEntry[] }) {
  const { i18n, t } = useLingui();
  return (
    <div className="admin-card admin-table-card">
      <table className="table admin-stack mb-0">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Time (Vietnam)</Trans>
            </th>
            <th scope="col">
              <Trans>Who</Trans>
            </th>
            <th scope="col">
              <Trans>Action</Trans>
            </th>
            <th scope="col">
              <Trans context="what an entry is about">Subject</Trans>
            </th>
            <th scope="col">
              <Trans>Details</Trans>
            </th>
            <th scope="col">
              <Trans context="an IP address">Address</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td data-label={t`Time`} className="text-nowrap">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td data-label={t`Who`} className="admin-wrap">
                {entry.actorName ? (
                  <>
                    {entry.actorName}
                    <br />
                    <span className="small text-body-secondary">{entry.actor}</span>
                  </>
                ) : (
                  entry.actor
                )}
              </td>
              <td data-label={t`Action`} className="admin-wrap">
                {i18n._(auditActionMessage(entry.action))}
              </td>
              <td data-label={t({ message: 'Subject', context: 'what an entry is about' })} className="admin-wrap">
                <Subject entry={entry} />
              </td>
              <td data-label={t`Details`} className="admin-wrap">
                <Details entry={entry} />
              </td>
              {/* An IPv4 address stays on one line; an IPv6 one may wrap. */}
              <td
                data-label={t({ message: 'Address', context: 'an IP address' })}
                className={entry.ip && entry.ip.length > 15 ? 'admin-wrap' : 'text-nowrap'}
              >
                {entry.ip ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
