// Demo money for the sandbox (POST /api/payment/fun-top-up): lets a new player play at once and
// shows what is left of today's allowance.
import { currencyDecimals, formatMoney } from '@aurum/domain';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { funTopUp, RestError } from '../api/fun-top-up';
import { requestBalanceRefresh } from '../model/balance-refresh';
import { isolate } from '../model/money';

type State =
  | { kind: 'idle' }
  | { kind: 'done'; added: string; remaining: string }
  | { kind: 'error'; code: string };

export function DemoTopUp() {
  const { t } = useTranslation('wallet');
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const run = async () => {
    setBusy(true);
    try {
      const result = await funTopUp(crypto.randomUUID());
      const decimals = currencyDecimals(result.currency);
      const money = (minor: number) =>
        isolate(formatMoney(BigInt(minor), result.currency, currentLanguage(), { decimals }));
      setState({
        kind: 'done',
        added: money(result.amount),
        remaining: money(result.remainingToday),
      });
      requestBalanceRefresh();
    } catch (error) {
      setState({ kind: 'error', code: error instanceof RestError ? error.code : 'ERROR_DEFAULT' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex flex-col gap-2 rounded-xl border border-dashed border-gold/40 bg-gold/5 p-3">
      <div className="flex items-center gap-3">
        <Sparkles size={20} aria-hidden="true" className="shrink-0 text-gold" />
        <p className="flex-1 text-body-sm text-muted">{t('demo.text')}</p>
        <Button size="sm" variant="outline" loading={busy} onClick={run} className="min-h-11">
          {t('demo.button')}
        </Button>
      </div>
      <p role="status" className="text-caption empty:hidden" dir="auto">
        {state.kind === 'done' ? (
          <span className="text-success">
            {t('demo.added', { amount: state.added, remaining: state.remaining })}
          </span>
        ) : state.kind === 'error' ? (
          <span className="text-danger">
            {state.code === 'FUN_TOP_UP_LIMIT' ? t('demo.limit') : t('demo.failed')}
          </span>
        ) : null}
      </p>
    </section>
  );
}
