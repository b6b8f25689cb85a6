// Text from a user (a name, a school, an address) put into HTML a server renders: a mail's body,
// the guardian's page. Quotes too, since some of it lands in attribute values.

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
