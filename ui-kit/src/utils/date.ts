function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Newsletter dates are calendar dates stored as UTC midnight; formatting in UTC keeps
// "2024-03-01" in March for readers west of Greenwich.
const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "MMMM yyyy", e.g. "March 2024"; empty for an invalid date. */
export function formatMonthYear(value: string | number | Date): string {
  const date = toDate(value);
  return date ? monthYear.format(date) : '';
}

/** "MMMM dd, yyyy", e.g. "March 01, 2024"; empty for an invalid date. */
export function formatLongDate(value: string | number | Date): string {
  const date = toDate(value);
  return date ? longDate.format(date) : '';
}
