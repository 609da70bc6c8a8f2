// Lists of the back office on TanStack Table (headless): the columns are declared by each screen,
// the rows come from the staff API's keyset pages ("Load more" fetches the next cursor).
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { Button } from './ui';

export interface DataTableProps<T> {
  data: readonly T[];
  columns: ColumnDef<T, unknown>[];
  label: string;
  empty: string;
  rowKey(row: T): string;
  onRowClick?(row: T): void;
  selectedKey?: string | null;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?(): void;
}

export function DataTable<T>({
  data,
  columns,
  label,
  empty,
  rowKey,
  onRowClick,
  selectedKey,
  hasMore,
  loadingMore,
  onLoadMore,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const table = useReactTable({
    data: data as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
  });
  return (
    <div className="overflow-x-auto rounded-card border border-border">
      <table aria-label={label} className="w-full border-collapse text-body-sm">
        <thead className="bg-surface-2 text-caption text-muted uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className="px-3 py-2 text-start font-semibold whitespace-nowrap"
                >
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                aria-selected={selectedKey === row.id || undefined}
                onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                className={
                  'border-t border-border align-top ' +
                  (onRowClick ? 'cursor-pointer hover:bg-surface-2 ' : '') +
                  (selectedKey === row.id ? 'bg-gold/5' : '')
                }
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      {hasMore ? (
        <div className="flex justify-center border-t border-border p-2">
          <Button size="sm" busy={loadingMore} onClick={onLoadMore}>
            {t('common.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
