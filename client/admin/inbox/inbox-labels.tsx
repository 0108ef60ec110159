import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { ReplyClock } from '../../../shared/contracts/inbox';
import { type InquiryStatusName, STATUS_NAMES } from '../../../shared/staff/inbox';
import { type ClockTone, replyClockLabel } from '../reply-clock-label';
import { staffI18n } from '../staff-i18n';

// Small pieces the inbox's screens share: a status as a badge, the reply clock in words, a country by name.

const STATUS_STYLES: Record<InquiryStatusName, string> = {
  new: 'text-bg-primary',
  open: 'text-bg-info',
  quoted: 'text-bg-warning',
  won: 'text-bg-success',
  lost: 'text-bg-secondary',
  spam: 'text-bg-dark',
  closed: 'text-bg-light border',
};

export function StatusBadge({ status }: { status: InquiryStatusName }) {
  const { i18n } = useLingui();
  return <span className={`badge ${STATUS_STYLES[status]}`}>{i18n._(STATUS_NAMES[status])}</span>;
}

const CLOCK_STYLES: Record<ClockTone, string> = {
  running: '',
  soon: 'text-warning-emphasis fw-semibold',
  overdue: 'text-danger fw-semibold',
  stopped: 'text-body-secondary',
};

/** The reply clock in words: the time left, red once overdue. */
export function ClockText({ clock }: { clock: ReplyClock }) {
  // Drawn again in the new language when the staff member changes theirs.
  useLinguiContext();
  const { text, tone } = replyClockLabel(clock);
  return <span className={CLOCK_STYLES[tone] || undefined}>{text}</span>;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the staff member's language ('Germany', 'Đức'), as the browser knows it. */
function regionName(code: string): string | undefined {
  const locale = staffI18n.locale === 'vi' ? 'vi' : 'en';
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code);
}

/** 'Germany (DE)' ('Đức (DE)' in Vietnamese); the bare code when the browser does not know it. */
export function countryLabel(code: string | null, name?: string | null): string | null {
  if (!code) return null;
  let known: string | undefined;
  try {
    known = name ?? regionName(code);
  } catch {
    known = undefined;
  }
  return known && known !== code ? `${known} (${code})` : code;
}

/**
 * An e-mail address that wraps where a reader expects, after the @ and before a dot, rather than between any two
 * letters ('emma.johansson@nordiskhem.s / e').
 */
export function WrappingAddress({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
