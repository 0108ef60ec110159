import { useField } from 'formik';
import { ROLE_DUTIES, ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../shared/staff/roles';

interface RoleSelectProps {
  id: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  label?: string;
}

/** A role to choose, with what the chosen one may do said under it. */
export function RoleSelect({ id, value, onChange, label = 'Role' }: RoleSelectProps) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
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
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <div id={`${id}-duties`} className="form-text">
        May use: {ROLE_DUTIES[value]}.
      </div>
    </div>
  );
}

/** The same, as a Formik field named `role`. */
export function RoleField({ idPrefix }: { idPrefix: string }) {
  const [field, , helpers] = useField<StaffRole>('role');
  return <RoleSelect id={`${idPrefix}-role`} value={field.value} onChange={(role) => void helpers.setValue(role)} />;
}
