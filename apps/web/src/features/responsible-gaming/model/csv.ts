// The activity statement as CSV (RFC 4180): one header row, one row per period, amounts in major
// units with a dot, dates as ISO days — readable by any spreadsheet whatever the interface language.
import { formatMinor } from '@aurum/domain';

export interface StatementRow {
  start: string;
  depositsMinor: string;
  withdrawalsMinor: string;
  wageredMinor: string;
  wonMinor: string;
  netMinor: string;
}

function cell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function statementCsv(
  rows: readonly StatementRow[],
  headers: readonly string[],
  currency: string,
  decimals: number,
): string {
  const amount = (minor: string) => formatMinor(BigInt(minor), { decimals });
  const lines = [[...headers, 'currency'].map(cell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.start.slice(0, 10),
        amount(row.depositsMinor),
        amount(row.withdrawalsMinor),
        amount(row.wageredMinor),
        amount(row.wonMinor),
        amount(row.netMinor),
        currency,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Starts a download of `text` as `name` (a Blob URL, revoked after the click). */
export function downloadText(text: string, name: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
