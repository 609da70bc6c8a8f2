// Downloads a CSV of the staff API's REST side (finance, reports) with the bearer token: the file
// routes need the header, so a plain <a href> cannot do it.
import { readToken } from './token';

/** Fetches `url` and saves it as `fileName`; false when the server refused (no file saved). */
export async function downloadCsv(url: string, fileName: string): Promise<boolean> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${readToken() ?? ''}` } });
  if (!res.ok) return false;
  const blob = await res.blob();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(a.href);
  return true;
}

/** `YYYY-MM-DD` of a date input → the UTC instant that starts that day. */
export function dayStart(day: string): string {
  return new Date(`${day}T00:00:00.000Z`).toISOString();
}

/** The default report range: the last `days` days up to today (inclusive), as date-input values. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/** The exclusive end of a range whose last day is `day`: the next day's start. */
export function dayEnd(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString();
}
