import { ADDRESS_MAX_LENGTH, NAME_MAX_LENGTH } from '@common/validation';
import { text } from './cell-rules';
import { headerKey } from './columns';
import type { RowCheck } from './row-check';

// A learning centres file: a centre by name (unique in the file, ignoring case), with an address.

export interface CentreRecord {
  row: number;
  name: string;
  /** null: blank in the file, so an existing centre's address is kept. */
  address: string | null;
}

export function centreChecker() {
  const seen = new Map<string, number>();
  return (row: RowCheck): CentreRecord | undefined => {
    const name = row.need('name', (value) => text(value, NAME_MAX_LENGTH));
    const address = row.may('address', (value) => text(value, ADDRESS_MAX_LENGTH, true));
    if (name !== undefined) {
      const first = seen.get(headerKey(name));
      if (first !== undefined) {
        row.fail('name', { code: 'duplicate_in_file', params: { otherRow: first } });
      } else {
        seen.set(headerKey(name), row.number);
      }
    }
    if (row.problems.length > 0 || name === undefined || address === undefined) return undefined;
    return { row: row.number, name, address };
  };
}
