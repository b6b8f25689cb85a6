import { NAME_MAX_LENGTH } from '@common/validation';
import { date, email, phone, text } from './cell-rules';
import { headerKey } from './columns';
import type { RowCheck } from './row-check';

// An employees file: an employee by e-mail, or without one by name and phone (each unique in the
// file), with a department and designation by name (made when the school has none so named).

export interface EmployeeRecord {
  row: number;
  name: string;
  phone: string;
  phoneKey: string;
  email: string | null;
  department: string | null;
  designation: string | null;
  joiningDate: string | null;
}

export function employeeChecker(today: string) {
  const seen = new Map<string, number>();
  return (row: RowCheck): EmployeeRecord | undefined => {
    const name = row.need('name', (value) => text(value, NAME_MAX_LENGTH));
    const written = row.need('phone', phone);
    const address = row.may('email', email);
    const department = row.may('department', (value) => text(value, 100));
    const designation = row.may('designation', (value) => text(value, 100));
    const joiningDate = row.may('joiningDate', (value) => date(value, today));
    if (name !== undefined && written !== undefined && address !== undefined) {
      const key = address ?? `${headerKey(name)}|${written.key}`;
      const first = seen.get(key);
      if (first !== undefined) {
        row.fail(address ? 'email' : 'name', { code: 'duplicate_in_file', params: { otherRow: first } });
      } else {
        seen.set(key, row.number);
      }
    }
    if (
      row.problems.length > 0 ||
      name === undefined ||
      written === undefined ||
      address === undefined ||
      department === undefined ||
      designation === undefined ||
      joiningDate === undefined
    ) {
      return undefined;
    }
    return {
      row: row.number,
      name,
      phone: written.phone,
      phoneKey: written.key,
      email: address,
      department,
      designation,
      joiningDate,
    };
  };
}
