import { Trans, useLingui } from '@lingui/react/macro';
import { useField } from 'formik';
import { ROLE_DUTY_NAMES, ROLE_NAMES, STAFF_ROLES, type StaffRole } from '../../../shared/staff/roles';

interface RoleSelectProps {
  id: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  label?: string;
}

/** A role to choose, with what the chosen one may do said under it. */
export function RoleSelect({ id, value, onChange, label }: RoleSelectProps) {
  const { i18n, t } = useLingui();
  const duties = i18n._(ROLE_DUTY_NAMES[value]);
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label ?? t`Role`}
      </label>
      <select
        id={id}
        className="form-select"
        value={value}
        aria-describedby={`${id}-duties`}
        onChange={(event) => onChange(event.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {i18n._(ROLE_NAMES[role])}
          </option>
        ))}
      </select>
      <div id={`${id}-duties`} className="form-text">
        <Trans>May use: {duties}.</Trans>
      </div>
    </div>
  );
}

/** The same, as a Formik field named `role`. */
export function RoleField({ idPrefix }: { idPrefix: string }) {
  const [field, , helpers] = useField<StaffRole>('role');
  return <RoleSelect id={`${idPrefix}-role`} value={field.value} onChange={(role) => void helpers.setValue(role)} />;
}
