// Indian phone numbers as schools write them: "+91 98765 43210", "098765-43210", "9876543210".
// A guardian is one person per phone in a school (docs/requirements/students.md#students), so
// both the editor and the import compare phones by the same key.

/** The digits that identify a phone: the last ten, or null when there are not ten digits. */
export function phoneKey(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 13) return null;
  return digits.slice(-10);
}
