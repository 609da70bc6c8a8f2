// Finance: the reconciliation view (ledger sums per currency and account kind — Σ must be zero;
// accounts whose cached balance drifts from their postings; the processors' confirmed payments vs
// deposits credited; crypto deposits seen vs credited) and the CSV export of a period's ledger
// transfers (FINANCE_EXPORT; the server audits every export).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { Alert, Badge, Button, Card, Field, Input, PageHeader, Spinner } from '@/components/ui';
import { dayEnd, dayStart, downloadCsv, lastDays } from '@/lib/csv-download';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, formatMoney } from '@/lib/money';
import { useSession } from '@/lib/session';
import { RECONCILIATION, transfersCsvUrl } from './api';

const th = 'px-3 py-2 text-start font-semibold whitespace-nowrap';
const thEnd = 'px-3 py-2 text-end font-semibold whitespace-nowrap';
const td = 'px-3 py-2 whitespace-nowrap';
const num = 'px-3 py-2 text-end whitespace-nowrap tabular-nums';

function Check({ ok, label }: { ok: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      tone={ok ? 'success' : 'danger'}
    >{`${label}: ${ok ? t('finance.ok') : t('finance.mismatch')}`}</Badge>
  );
}

export default function Reconciliation() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { can } = useSession();
  const [form, setForm] = useState(() => lastDays(30));
  const [range, setRange] = useState(form);
  const [result, refetch] = useQuery({
    query: RECONCILIATION,
    variables: { from: dayStart(range.from), to: dayEnd(range.to) },
    requestPolicy: 'network-only',
  });
  const [exportState, setExportState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const r = result.data?.reconciliation;
  const valid = !!form.from && !!form.to && form.from <= form.to;

  const exportCsv = async () => {
    setExportState('busy');
    const ok = await downloadCsv(
      transfersCsvUrl(dayStart(form.from), dayEnd(form.to)),
      `ledger-transfers-${form.from}-${form.to}.csv`,
    );
    setExportState(ok ? 'idle' : 'failed');
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title={t('finance.title')}
        actions={
          <Button size="sm" onClick={() => refetch({ requestPolicy: 'network-only' })}>
            {t('finance.recompute')}
          </Button>
        }
      />
      <Card>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) setRange(form);
          }}
        >
          <Field id="fin-from" label={t('finance.from')}>
            <Input
              id="fin-from"
              type="date"
              value={form.from}
              onChange={(e) => setForm({ ...form, from: e.target.value })}
            />
          </Field>
          <Field id="fin-to" label={t('finance.to')}>
            <Input
              id="fin-to"
              type="date"
              value={form.to}
              onChange={(e) => setForm({ ...form, to: e.target.value })}
            />
          </Field>
          <Button type="submit" variant="primary" disabled={!valid}>
            {t('finance.apply')}
          </Button>
          {can('FINANCE_EXPORT') ? (
            <Button
              onClick={() => void exportCsv()}
              disabled={!valid}
              busy={exportState === 'busy'}
            >
              {t('finance.exportTransfers')}
            </Button>
          ) : null}
        </form>
        {!valid ? <p className="mt-2 text-caption text-danger">{t('finance.badRange')}</p> : null}
        {exportState === 'failed' ? (
          <div className="mt-2">
            <Alert>{t('finance.exportFailed')}</Alert>
          </div>
        ) : null}
      </Card>

      {result.fetching && !r ? <Spinner label={t('common.loading')} /> : null}
      {!r && !result.fetching ? <Alert>{errorMessage(t, result.error)}</Alert> : null}
      {r ? (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={r.ok ? 'success' : 'danger'}>
              {r.ok ? t('finance.allOk') : t('finance.notOk')}
            </Badge>
            <Check ok={r.ledger.every((c) => c.balanced)} label={t('finance.ledgerCheck')} />
            <Check ok={r.drifting.length === 0} label={t('finance.driftCheck')} />
            <Check
              ok={r.psp.every((p) => p.difference.minor === '0' && p.unmatched.length === 0)}
              label={t('finance.pspCheck')}
            />
            <Check
              ok={r.crypto.every((c) => c.unmatched.length === 0)}
              label={t('finance.cryptoCheck')}
            />
            <span className="text-caption text-muted">
              {t('finance.computedAt', { at: formatDateTime(r.at, lang) })}
            </span>
          </div>

          <Card className="overflow-x-auto">
            <h2 className="mb-2 text-subtitle font-semibold">{t('finance.ledgerTitle')}</h2>
            <table aria-label={t('finance.ledgerTitle')} className="w-full text-body-sm">
              <thead className="bg-surface-2 text-caption text-muted uppercase">
                <tr>
                  <th className={th}>{t('finance.col.currency')}</th>
                  <th className={th}>{t('finance.col.kind')}</th>
                  <th className={thEnd}>{t('finance.col.accounts')}</th>
                  <th className={thEnd}>{t('finance.col.sum')}</th>
                </tr>
              </thead>
              <tbody>
                {r.ledger.map((c) => [
                  ...c.kinds.map((k) => (
                    <tr key={`${c.currency}-${k.kind}`} className="border-t border-border">
                      <td className={td}>{c.currency}</td>
                      <td className={td}>{k.kind}</td>
                      <td className={num}>{k.accounts}</td>
                      <td className={num}>{formatMoney(k.sum, lang)}</td>
                    </tr>
                  )),
                  <tr key={`${c.currency}-total`} className="border-t border-border font-semibold">
                    <td className={td}>{c.currency}</td>
                    <td className={td}>Σ</td>
                    <td className={num} />
                    <td className={num}>
                      <span className={c.balanced ? 'text-success' : 'text-danger'}>
                        {formatMoney(c.total, lang)}
                      </span>
                    </td>
                  </tr>,
                ])}
              </tbody>
            </table>
          </Card>

          <Card className="overflow-x-auto">
            <h2 className="mb-2 text-subtitle font-semibold">{t('finance.driftTitle')}</h2>
            {r.drifting.length === 0 && r.negativePlayerAccounts.length === 0 ? (
              <p className="text-success">{t('finance.noDrift')}</p>
            ) : (
              <table aria-label={t('finance.driftTitle')} className="w-full text-body-sm">
                <thead className="bg-surface-2 text-caption text-muted uppercase">
                  <tr>
                    <th className={th}>{t('finance.col.account')}</th>
                    <th className={thEnd}>{t('finance.col.cached')}</th>
                    <th className={thEnd}>{t('finance.col.computed')}</th>
                    <th className={thEnd}>{t('finance.col.drift')}</th>
                  </tr>
                </thead>
                <tbody>
                  {r.drifting.map((d) => (
                    <tr key={d.address} className="border-t border-border">
                      <td className={`${td} font-mono text-caption`}>{d.address}</td>
                      <td className={num}>{formatMoney(d.cached, lang)}</td>
                      <td className={num}>{formatMoney(d.computed, lang)}</td>
                      <td className={`${num} text-danger`}>{formatMoney(d.drift, lang)}</td>
                    </tr>
                  ))}
                  {r.negativePlayerAccounts.map((a) => (
                    <tr key={a} className="border-t border-border">
                      <td className={`${td} font-mono text-caption`}>{a}</td>
                      <td className={`${td} text-danger`} colSpan={3}>
                        {t('finance.negative')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>

          <Card className="overflow-x-auto">
            <h2 className="mb-2 text-subtitle font-semibold">{t('finance.pspTitle')}</h2>
            <table aria-label={t('finance.pspTitle')} className="w-full text-body-sm">
              <thead className="bg-surface-2 text-caption text-muted uppercase">
                <tr>
                  <th className={th}>{t('finance.col.processor')}</th>
                  <th className={thEnd}>{t('finance.col.confirmed')}</th>
                  <th className={thEnd}>{t('finance.col.credited')}</th>
                  <th className={thEnd}>{t('finance.col.difference')}</th>
                  <th className={th}>{t('finance.col.unmatched')}</th>
                </tr>
              </thead>
              <tbody>
                {r.psp.length === 0 ? (
                  <tr>
                    <td className={`${td} text-muted`} colSpan={5}>
                      {t('common.none')}
                    </td>
                  </tr>
                ) : null}
                {r.psp.map((p) => (
                  <tr key={`${p.processor}-${p.currency}`} className="border-t border-border">
                    <td className={td}>{`${p.processor} · ${p.currency}`}</td>
                    <td
                      className={num}
                    >{`${formatMoney(p.confirmed, lang)} (${p.confirmedCount})`}</td>
                    <td
                      className={num}
                    >{`${formatMoney(p.credited, lang)} (${p.creditedCount})`}</td>
                    <td
                      className={`${num} ${p.difference.minor === '0' ? 'text-success' : 'text-danger'}`}
                    >
                      {formatMoney(p.difference, lang)}
                    </td>
                    <td className={`${td} font-mono text-caption whitespace-normal`}>
                      {p.unmatched.join(', ') || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>

          <Card className="overflow-x-auto">
            <h2 className="mb-2 text-subtitle font-semibold">{t('finance.cryptoTitle')}</h2>
            <table aria-label={t('finance.cryptoTitle')} className="w-full text-body-sm">
              <thead className="bg-surface-2 text-caption text-muted uppercase">
                <tr>
                  <th className={th}>{t('finance.col.coin')}</th>
                  <th className={thEnd}>{t('finance.col.seen')}</th>
                  <th className={thEnd}>{t('finance.col.pending')}</th>
                  <th className={thEnd}>{t('finance.col.belowMinimum')}</th>
                  <th className={thEnd}>{t('finance.col.creditedCoin')}</th>
                  <th className={th}>{t('finance.col.unmatched')}</th>
                </tr>
              </thead>
              <tbody>
                {r.crypto.length === 0 ? (
                  <tr>
                    <td className={`${td} text-muted`} colSpan={6}>
                      {t('common.none')}
                    </td>
                  </tr>
                ) : null}
                {r.crypto.map((c) => (
                  <tr key={`${c.coin}-${c.network}`} className="border-t border-border">
                    <td className={td}>{`${c.coin} · ${c.network}`}</td>
                    <td className={num}>{`${formatMoney(c.seen, lang)} (${c.seenCount})`}</td>
                    <td className={num}>{c.pendingCount}</td>
                    <td className={num}>{c.belowMinimumCount}</td>
                    <td
                      className={num}
                    >{`${formatMoney(c.creditedCoin, lang)} (${c.creditedCount})`}</td>
                    <td className={`${td} font-mono text-caption whitespace-normal`}>
                      {c.unmatched.join(', ') || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </>
      ) : null}
    </div>
  );
}
