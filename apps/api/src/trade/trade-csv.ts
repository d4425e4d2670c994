/** One CSV cell: quoted when needed, and a leading = + - @ (a spreadsheet formula) neutralised. */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

type CsvRow = readonly (string | number | boolean | null)[];

/** One RFC 4180 line, CRLF ended. */
export function csvLine(row: CsvRow): string {
  return `${row.map(csvCell).join(',')}\r\n`;
}

/** RFC 4180: CRLF line ends, header first. */
export function toCsv(header: readonly string[], rows: readonly CsvRow[]): string {
  return [header, ...rows].map(csvLine).join('');
}
