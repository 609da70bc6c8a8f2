// Player 360: the profile, balances and actions on top; tabs for what is behind them. Each tab
// asks the server only for its own part (@include), so a role without e.g. RG_READ still sees the
// rest. Every action goes through a dialog with a reason (written to the audit trail).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { ReasonDialog } from '@/components/reason-dialog';
import { Alert, Badge, Button, Card, Spinner, Textarea } from '@/components/ui';
import type { PlayerStatus } from '@/gql/graphql';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, formatMoney } from '@/lib/money';
import { useSession } from '@/lib/session';
import { AdjustBalanceDialog } from './adjust-dialog';
import {
  ADD_NOTE,
  FORFEIT_BONUS,
  PLAYER_360,
  PLAYER_TAB,
  RESEND_CONFIRMATION,
  RESET_2FA,
  REVOKE_SESSIONS,
  SET_PLAYER_STATUS,
} from './api';
import { statusTone } from './search';

export const TABS = [
  'profile',
  'ledger',
  'deposits',
  'withdrawals',
  'bets',
  'bonuses',
  'rg',
  'notes',
  'audit',
] as const;
type Tab = (typeof TABS)[number];

function Table({ head, rows, empty }: { head: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <div className="overflow-x-auto rounded-card border border-border">
      <table className="w-full text-body-sm">
        <thead className="bg-surface-2 text-caption text-muted uppercase">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-start">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length} className="px-3 py-6 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((cells, i) => (
              <tr key={i} className="border-t border-border align-top">
                {cells.map((c, j) => (
                  <td key={j} className="px-3 py-2">
                    {c}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

type Action = 'suspend' | 'ban' | 'unban' | 'revoke' | 'reset2fa' | 'resend' | { forfeit: string };

export default function Player360() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const session = useSession();
  const params = useParams();
  const id = params.id ?? '';
  const tab: Tab = (TABS as readonly string[]).includes(params.tab ?? '')
    ? (params.tab as Tab)
    : 'profile';
  const [head, refetchHead] = useQuery({ query: PLAYER_360, variables: { id } });
  const flags = Object.fromEntries(
    (['ledger', 'deposits', 'withdrawals', 'bets', 'bonuses', 'rg', 'notes', 'audit'] as const).map(
      (k) => [k, tab === k],
    ),
  ) as Record<
    'ledger' | 'deposits' | 'withdrawals' | 'bets' | 'bonuses' | 'rg' | 'notes' | 'audit',
    boolean
  >;
  const [part, refetchPart] = useQuery({
    query: PLAYER_TAB,
    variables: { id, ...flags, sessions: tab === 'profile' },
  });
  const [action, setAction] = useState<Action | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [statusState, setStatus] = useMutation(SET_PLAYER_STATUS);
  const [revokeState, revoke] = useMutation(REVOKE_SESSIONS);
  const [resetState, reset2fa] = useMutation(RESET_2FA);
  const [resendState, resend] = useMutation(RESEND_CONFIRMATION);
  const [forfeitState, forfeit] = useMutation(FORFEIT_BONUS);
  const [noteState, addNote] = useMutation(ADD_NOTE);

  const refresh = () => {
    refetchHead({ requestPolicy: 'network-only' });
    refetchPart({ requestPolicy: 'network-only' });
  };
  if (head.fetching && !head.data) return <Spinner label={t('common.loading')} />;
  if (head.error || !head.data) return <Alert>{errorMessage(t, head.error)}</Alert>;
  const p360 = head.data.player;
  const p = p360.player;
  const data = part.data?.player;
  const busy =
    statusState.fetching ||
    revokeState.fetching ||
    resetState.fetching ||
    resendState.fetching ||
    forfeitState.fetching;

  const run = async (a: Action, reason: string) => {
    setActionError(null);
    const playerId = p.id;
    const r =
      a === 'suspend' || a === 'ban' || a === 'unban'
        ? await setStatus({
            playerId,
            reason,
            status: ({ suspend: 'SUSPENDED', ban: 'BANNED', unban: 'ACTIVE' } as const)[
              a
            ] as PlayerStatus,
          })
        : a === 'revoke'
          ? await revoke({ playerId, reason })
          : a === 'reset2fa'
            ? await reset2fa({ playerId, reason })
            : a === 'resend'
              ? await resend({ playerId })
              : await forfeit({ playerId, playerBonusId: a.forfeit, reason });
    if (r.error) {
      setActionError(errorMessage(t, r.error));
      return;
    }
    setAction(null);
    setNotice(t(`player.done.${typeof a === 'string' ? a : 'forfeit'}`));
    refresh();
  };
  const actionKey = action === null ? null : typeof action === 'string' ? action : 'forfeit';

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-title font-semibold">{p.name ?? p.email}</h1>
            <p className="text-body-sm text-muted">
              {p.email} · <span className="font-mono text-caption">{p.id}</span>
            </p>
            <div className="mt-2 flex flex-wrap gap-1">
              <Badge tone={statusTone(p.status)}>{t(`playerStatus.${p.status}`)}</Badge>
              <Badge tone={p.kycStatus === 'VERIFIED' ? 'success' : 'warning'}>
                {t('risk.kyc', { status: t(`kycStatus.${p.kycStatus}`) })}
              </Badge>
              <Badge>
                {p360.emailConfirmed ? t('player.emailConfirmed') : t('player.emailUnconfirmed')}
              </Badge>
              <Badge>
                {p360.twoFactorEnabled ? t('player.twoFactorOn') : t('player.twoFactorOff')}
              </Badge>
              <Badge tone="gold">{t('player.level', { level: p360.level })}</Badge>
            </div>
          </div>
          <dl
            className="grid grid-cols-[auto_auto_auto_auto] gap-x-4 gap-y-1 text-body-sm"
            aria-label={t('player.balances')}
          >
            <dt className="text-caption text-muted uppercase">{t('player.currency')}</dt>
            <dt className="text-caption text-muted uppercase">{t('player.real')}</dt>
            <dt className="text-caption text-muted uppercase">{t('player.bonus')}</dt>
            <dt className="text-caption text-muted uppercase">{t('player.held')}</dt>
            {p360.balances.map((b) => (
              <div key={b.currency} className="contents" data-testid={`balance-${b.currency}`}>
                <dd>{b.currency}</dd>
                <dd className="font-semibold">{formatMoney(b.real, lang)}</dd>
                <dd>{formatMoney(b.bonus, lang)}</dd>
                <dd>{formatMoney(b.held, lang)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="mt-4 flex flex-wrap gap-2" aria-label={t('player.actions')} role="group">
          {session.can('BALANCE_ADJUST') ? (
            <Button size="sm" variant="primary" onClick={() => setAdjusting(true)}>
              {t('player.action.adjust')}
            </Button>
          ) : null}
          {session.can('PLAYER_STATUS_WRITE') && p.status === 'ACTIVE' ? (
            <>
              <Button size="sm" variant="danger" onClick={() => setAction('suspend')}>
                {t('player.action.suspend')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setAction('ban')}>
                {t('player.action.ban')}
              </Button>
            </>
          ) : null}
          {session.can('PLAYER_STATUS_WRITE') && p.status !== 'ACTIVE' ? (
            <Button size="sm" onClick={() => setAction('unban')}>
              {t('player.action.unban')}
            </Button>
          ) : null}
          {session.can('PLAYER_SESSIONS_REVOKE') ? (
            <Button size="sm" onClick={() => setAction('revoke')}>
              {t('player.action.revoke')}
            </Button>
          ) : null}
          {session.can('PLAYER_2FA_RESET') && p360.twoFactorEnabled ? (
            <Button size="sm" onClick={() => setAction('reset2fa')}>
              {t('player.action.reset2fa')}
            </Button>
          ) : null}
          {session.can('PLAYER_MAIL_RESEND') && !p360.emailConfirmed ? (
            <Button size="sm" onClick={() => setAction('resend')}>
              {t('player.action.resend')}
            </Button>
          ) : null}
        </div>
        {notice ? (
          <div className="mt-3">
            <Alert tone="success">{notice}</Alert>
          </div>
        ) : null}
      </Card>

      <nav aria-label={t('player.tabs')} className="overflow-x-auto border-b border-border">
        <ul className="flex gap-1">
          {TABS.map((k) => (
            <li key={k}>
              <NavLink
                to={`/players/${id}/${k}`}
                end
                className={() =>
                  cn(
                    'block px-3 py-2 text-body-sm whitespace-nowrap',
                    tab === k ? 'border-b-2 border-gold text-gold' : 'text-muted hover:text-text',
                  )
                }
                aria-current={tab === k ? 'page' : undefined}
              >
                {t(`player.tab.${k}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {part.error ? <Alert>{errorMessage(t, part.error)}</Alert> : null}
      {part.fetching && !data ? <Spinner label={t('common.loading')} /> : null}
      {data && tab === 'profile' ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <Card>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-body-sm">
              <dt className="text-muted">{t('players.col.phone')}</dt>
              <dd>{p.phone ?? '—'}</dd>
              <dt className="text-muted">{t('players.col.country')}</dt>
              <dd>{p.country ?? '—'}</dd>
              <dt className="text-muted">{t('player.language')}</dt>
              <dd>{p360.language}</dd>
              <dt className="text-muted">{t('players.col.registered')}</dt>
              <dd>{formatDateTime(p.createdAt, lang)}</dd>
              <dt className="text-muted">{t('players.col.kyc')}</dt>
              <dd>
                {data.kyc ? t(`kycStatus.${data.kyc.status}`) : '—'}
                {data.kyc?.reason ? ` · ${data.kyc.reason}` : ''}
              </dd>
            </dl>
          </Card>
          <Table
            head={[
              t('player.session.created'),
              t('player.session.lastSeen'),
              t('player.session.ip'),
              t('player.session.device'),
              t('player.session.state'),
            ]}
            empty={t('common.none')}
            rows={(data.sessions ?? []).map((s) => [
              formatDateTime(s.createdAt, lang),
              formatDateTime(s.lastSeenAt, lang),
              s.ip ?? '—',
              <span key="ua" className="line-clamp-1 max-w-48 text-caption">
                {s.userAgent ?? '—'}
              </span>,
              s.revokedAt ? t('player.session.revoked') : t('player.session.live'),
            ])}
          />
        </div>
      ) : null}
      {data && tab === 'ledger' ? (
        <div className="flex flex-col gap-4">
          {(data.adjustments ?? []).length ? (
            <Table
              head={[
                t('adjust.col.created'),
                t('adjust.amount'),
                t('adjust.col.status'),
                t('reason.label'),
                t('adjust.col.by'),
              ]}
              empty={t('common.none')}
              rows={(data.adjustments ?? []).map((a) => [
                formatDateTime(a.createdAt, lang),
                formatMoney(a.amount, lang),
                t(`adjustStatus.${a.status}`),
                a.reason,
                [a.requestedBy.staffName, a.decidedBy?.staffName].filter(Boolean).join(' → '),
              ])}
            />
          ) : null}
          <Table
            head={[
              t('ledger.at'),
              t('ledger.kind'),
              t('ledger.account'),
              t('ledger.amount'),
              t('ledger.id'),
            ]}
            empty={t('common.none')}
            rows={(data.transfers?.nodes ?? []).map((x) => [
              formatDateTime(x.at, lang),
              x.kind,
              x.account,
              <span
                key="a"
                className={x.amount.minor.startsWith('-') ? 'text-danger' : 'text-success'}
              >
                {formatMoney(x.amount, lang)}
              </span>,
              <span key="i" className="font-mono text-caption">
                {x.id}
              </span>,
            ])}
          />
        </div>
      ) : null}
      {data && tab === 'deposits' ? (
        <Table
          head={[
            t('ledger.at'),
            t('ledger.amount'),
            t('withdrawals.col.method'),
            t('withdrawals.col.status'),
          ]}
          empty={t('common.none')}
          rows={(data.deposits?.nodes ?? []).map((d) => [
            formatDateTime(d.createdAt, lang),
            formatMoney(d.amount, lang),
            d.methodId,
            d.status,
          ])}
        />
      ) : null}
      {data && tab === 'withdrawals' ? (
        <Table
          head={[
            '#',
            t('ledger.at'),
            t('ledger.amount'),
            t('withdrawals.col.method'),
            t('withdrawals.col.status'),
          ]}
          empty={t('common.none')}
          rows={(data.withdrawals?.nodes ?? []).map((w) => [
            `#${w.id}`,
            formatDateTime(w.createdAt, lang),
            formatMoney(w.amount, lang),
            w.methodId,
            t(`withdrawStatus.${w.status}`),
          ])}
        />
      ) : null}
      {data && tab === 'bets' ? (
        <Table
          head={[
            t('ledger.at'),
            t('bets.game'),
            t('bets.stake'),
            t('bets.payout'),
            t('bets.fairness'),
          ]}
          empty={t('common.none')}
          rows={(data.bets?.nodes ?? []).map((b) => [
            formatDateTime(b.at, lang),
            b.game,
            formatMoney(b.stake, lang),
            formatMoney(b.payout, lang),
            <span key="f" className="font-mono text-caption break-all">
              {b.serverSeedHash
                ? `${b.serverSeedHash.slice(0, 16)}… · ${b.clientSeed ?? ''} · #${b.nonce ?? ''}`
                : '—'}
            </span>,
          ])}
        />
      ) : null}
      {data && tab === 'bonuses' ? (
        <Table
          head={[
            t('bonuses.name'),
            t('withdrawals.col.status'),
            t('bonuses.balance'),
            t('bonuses.wager'),
            t('bonuses.expires'),
            '',
          ]}
          empty={t('common.none')}
          rows={(data.bonuses ?? []).map((b) => [
            b.name,
            b.status,
            formatMoney(b.balance, lang),
            `${formatMoney(b.wagered, lang)} / ${formatMoney(b.wagerRequired, lang)}`,
            formatDateTime(b.expiresAt, lang),
            session.can('BONUS_FORFEIT') && b.status === 'ACTIVE' ? (
              <Button
                key="x"
                size="sm"
                variant="danger"
                onClick={() => setAction({ forfeit: b.id })}
              >
                {t('player.action.forfeit')}
              </Button>
            ) : null,
          ])}
        />
      ) : null}
      {data && tab === 'rg' ? (
        data.rg ? (
          <div className="grid gap-4 lg:grid-cols-2">
            <Table
              head={[t('rg.type'), t('rg.period'), t('rg.value'), t('rg.pending')]}
              empty={t('common.none')}
              rows={data.rg.limits.map((l) => [
                l.type,
                l.period,
                l.currency ? formatMoney({ currency: l.currency, minor: l.value }, lang) : l.value,
                l.pending ?? '—',
              ])}
            />
            <Table
              head={[t('rg.block'), t('rg.since'), t('rg.until')]}
              empty={t('common.none')}
              rows={data.rg.blocks.map((b) => [
                b.kind,
                formatDateTime(b.since, lang),
                b.until ? formatDateTime(b.until, lang) : t('rg.indefinite'),
              ])}
            />
            <div className="lg:col-span-2">
              <Table
                head={[t('ledger.at'), t('rg.event'), t('rg.details')]}
                empty={t('common.none')}
                rows={data.rg.history.map((h) => [
                  formatDateTime(h.at, lang),
                  h.event,
                  <code key="d" className="text-caption break-all">
                    {h.details ?? ''}
                  </code>,
                ])}
              />
            </div>
          </div>
        ) : (
          <Alert>{t('errors.FORBIDDEN')}</Alert>
        )
      ) : null}
      {data && tab === 'notes' ? (
        <div className="flex flex-col gap-3">
          {session.can('PLAYER_NOTES_WRITE') ? (
            <form
              className="flex flex-col gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (!note.trim()) return;
                void addNote({ playerId: p.id, text: note.trim() }).then((r) => {
                  if (r.error) setActionError(errorMessage(t, r.error));
                  else {
                    setNote('');
                    refresh();
                  }
                });
              }}
            >
              <Textarea
                aria-label={t('notes.new')}
                placeholder={t('notes.new')}
                value={note}
                maxLength={2000}
                onChange={(e) => setNote(e.target.value)}
              />
              <Button
                type="submit"
                size="sm"
                variant="primary"
                className="self-end"
                busy={noteState.fetching}
                disabled={!note.trim()}
              >
                {t('notes.add')}
              </Button>
            </form>
          ) : null}
          <ul className="flex flex-col gap-2">
            {(data.notes ?? []).map((n) => (
              <li
                key={n.id}
                className="rounded-card border border-border bg-surface p-3 text-body-sm"
              >
                <p className="whitespace-pre-wrap">{n.text}</p>
                <p className="mt-1 text-caption text-muted">
                  {n.staffName} · {formatDateTime(n.at, lang)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data && tab === 'audit' ? (
        data.audit ? (
          <Table
            head={[
              t('ledger.at'),
              t('audit.col.actor'),
              t('audit.col.action'),
              t('audit.col.outcome'),
              t('reason.label'),
            ]}
            empty={t('common.none')}
            rows={data.audit.nodes.map((a) => [
              formatDateTime(a.at, lang),
              `${a.actorName}${a.actorRole ? ` (${t(`roles.${a.actorRole}`)})` : ''}`,
              <code key="c">{a.action}</code>,
              t(`audit.outcome.${a.outcome}`),
              a.reason ?? '—',
            ])}
          />
        ) : (
          <Alert>{t('errors.FORBIDDEN')}</Alert>
        )
      ) : null}

      <ReasonDialog
        open={action !== null}
        onOpenChange={(o) => {
          if (!o) {
            setAction(null);
            setActionError(null);
          }
        }}
        title={actionKey ? t(`player.dialog.${actionKey}`, { email: p.email }) : ''}
        confirmLabel={actionKey ? t(`player.action.${actionKey}`) : ''}
        tone={action === 'ban' || action === 'suspend' ? 'danger' : 'primary'}
        reasonRequired={action !== 'resend'}
        busy={busy}
        error={actionError}
        onConfirm={(reason) => action && void run(action, reason)}
      />
      <AdjustBalanceDialog
        playerId={p.id}
        currencies={p360.balances.length ? p360.balances.map((b) => b.currency) : [p.currency]}
        open={adjusting}
        onOpenChange={setAdjusting}
        onDone={(m) => {
          setNotice(m);
          refresh();
        }}
      />
    </div>
  );
}
