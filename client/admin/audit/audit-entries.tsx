import type { AuditEntry } from '../../../shared/contracts/staff';
import { auditActionLabel } from '../../../shared/staff/audit-actions';
import { AppLink } from '../../components/app-link';
import { formatDateTime } from '../dates';
import { auditDetailLines, auditSubjectOf } from './audit-details';

// The audit log's table: when, who, what they did in words, what it was about by the name staff know it by (linked
// to where it is opened), the details as labelled lines, and the address it came from.

function Subject({ entry }: { entry: AuditEntry }) {
  const subject = auditSubjectOf(entry);
  if (!subject) return <>—</>;
  return (
    <>
      {subject.kind ? <span className="text-body-secondary">{subject.kind} </span> : null}
      {subject.href ? <AppLink to={subject.href}>{subject.name}</AppLink> : subject.name}
    </>
  );
}

function Details({ entry }: { entry: AuditEntry }) {
  const lines = auditDetailLines(entry);
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
  return (
    <div className="admin-card admin-table-card">
      <table className="table admin-stack mb-0">
        <thead>
          <tr>
            <th scope="col">Time (Vietnam)</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Subject</th>
            <th scope="col">Details</th>
            <th scope="col">Address</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td data-label="Time" className="text-nowrap">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <td data-label="Who" className="admin-wrap">
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
              <td data-label="Action" className="admin-wrap">
                {auditActionLabel(entry.action)}
              </td>
              <td data-label="Subject" className="admin-wrap">
                <Subject entry={entry} />
              </td>
              <td data-label="Details" className="admin-wrap">
                <Details entry={entry} />
              </td>
              {/* An IPv4 address stays on one line; an IPv6 one may wrap. */}
              <td data-label="Address" className={entry.ip && entry.ip.length > 15 ? 'admin-wrap' : 'text-nowrap'}>
                {entry.ip ?? '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
