// Staff management (admins): the accounts, an invitation form (the one-time link is shown once),
// role changes, disable / enable and a TOTP reset (a new invitation) — each with a reason.
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { z } from 'zod';
import { DataTable } from '@/components/data-table';
import { ReasonDialog } from '@/components/reason-dialog';
import {
  Alert,
  Badge,
  Button,
  Card,
  Field,
  Input,
  PageHeader,
  Select,
  Spinner,
} from '@/components/ui';
import type { StaffMembersQuery, StaffRole } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/money';
import { useSession } from '@/lib/session';
import {
  CHANGE_ROLE,
  DISABLE_STAFF,
  ENABLE_STAFF,
  INVITE_STAFF,
  REINVITE_STAFF,
  STAFF_MEMBERS,
} from './api';

export const ROLES: StaffRole[] = [
  'admin',
  'finance',
  'compliance',
  'support',
  'marketing',
  'readonly',
];
type S = StaffMembersQuery['staffMembers'][number];
type Pending =
  | { kind: 'role'; member: S; role: StaffRole }
  | { kind: 'disable' | 'enable' | 'reinvite'; member: S };

export const inviteSchema = z.object({
  email: z.string().trim().min(1, 'required').email('email'),
  name: z.string().trim().min(2, 'nameTooShort').max(100, 'reasonTooLong'),
  role: z.enum(['admin', 'finance', 'compliance', 'support', 'marketing', 'readonly']),
});
type InviteValues = z.infer<typeof inviteSchema>;

export default function StaffPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const session = useSession();
  const [result, refetch] = useQuery({ query: STAFF_MEMBERS });
  const [inviteState, invite] = useMutation(INVITE_STAFF);
  const [, changeRole] = useMutation(CHANGE_ROLE);
  const [, disable] = useMutation(DISABLE_STAFF);
  const [, enable] = useMutation(ENABLE_STAFF);
  const [, reinvite] = useMutation(REINVITE_STAFF);
  const [link, setLink] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [inviteError, setInviteError] = useState<string | null>(null);
  const form = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: '', name: '', role: 'support' },
  });
  const err = (k: keyof InviteValues) => {
    const key = form.formState.errors[k]?.message;
    return key ? t(`validation.${key}`, { max: 100 }) : undefined;
  };
  const absolute = (url: string) => new URL(url, window.location.origin).toString();

  const columns = useMemo<ColumnDef<S, unknown>[]>(
    () => [
      {
        header: t('staff.col.name'),
        cell: ({ row }) => (
          <div>
            <p>{row.original.name}</p>
            <p className="text-caption text-muted">{row.original.email}</p>
          </div>
        ),
      },
      {
        header: t('staff.col.role'),
        cell: ({ row }) =>
          row.original.id === session.me?.id ? (
            <Badge tone="gold">{t(`roles.${row.original.role}`)}</Badge>
          ) : (
            <Select
              aria-label={t('staff.changeRoleFor', { name: row.original.name })}
              value={row.original.role}
              className="h-8 w-36"
              onChange={(e) =>
                setPending({
                  kind: 'role',
                  member: row.original,
                  role: e.target.value as StaffRole,
                })
              }
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </Select>
          ),
      },
      {
        header: t('staff.col.state'),
        cell: ({ row }) => (
          <Badge tone={row.original.disabled ? 'danger' : 'success'}>
            {row.original.disabled ? t('staff.disabled') : t('staff.active')}
          </Badge>
        ),
      },
      {
        header: t('staff.col.lastSignIn'),
        cell: ({ row }) => formatDateTime(row.original.lastSignInAt, lang),
      },
      {
        header: '',
        id: 'actions',
        cell: ({ row }) =>
          row.original.id === session.me?.id ? null : (
            <div className="flex gap-2">
              {row.original.disabled ? (
                <Button
                  size="sm"
                  onClick={() => setPending({ kind: 'enable', member: row.original })}
                >
                  {t('staff.enable')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => setPending({ kind: 'disable', member: row.original })}
                >
                  {t('staff.disable')}
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setPending({ kind: 'reinvite', member: row.original })}
              >
                {t('staff.reinvite')}
              </Button>
            </div>
          ),
      },
    ],
    [t, lang, session.me?.id],
  );

  const confirm = async (reason: string) => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    const staffId = pending.member.id;
    const r =
      pending.kind === 'role'
        ? await changeRole({ staffId, role: pending.role, reason })
        : pending.kind === 'disable'
          ? await disable({ staffId, reason })
          : pending.kind === 'enable'
            ? await enable({ staffId, reason })
            : await reinvite({ staffId, reason });
    setBusy(false);
    if (r.error) return setError(errorMessage(t, r.error));
    if (r.data && 'reinviteStaff' in r.data) setLink(absolute(r.data.reinviteStaff.url));
    setPending(null);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('staff.title')} />
      <Card>
        <h2 className="mb-3 text-subtitle font-semibold">{t('staff.invite')}</h2>
        <form
          noValidate
          className="grid gap-3 md:grid-cols-[1fr_1fr_160px_auto] md:items-start"
          onSubmit={form.handleSubmit(async (v) => {
            setInviteError(null);
            const r = await invite(v);
            if (r.data) {
              setLink(absolute(r.data.inviteStaff.url));
              form.reset();
              refetch({ requestPolicy: 'network-only' });
            } else setInviteError(errorMessage(t, r.error));
          })}
        >
          <Field id="inv-email" label={t('signIn.email')} error={err('email')}>
            <Input
              id="inv-email"
              type="email"
              aria-invalid={!!err('email') || undefined}
              {...form.register('email')}
            />
          </Field>
          <Field id="inv-name" label={t('staff.col.name')} error={err('name')}>
            <Input
              id="inv-name"
              aria-invalid={!!err('name') || undefined}
              {...form.register('name')}
            />
          </Field>
          <Field id="inv-role" label={t('staff.col.role')}>
            <Select id="inv-role" {...form.register('role')}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`roles.${r}`)}
                </option>
              ))}
            </Select>
          </Field>
          <div className="md:pt-5">
            <Button type="submit" variant="primary" busy={inviteState.fetching}>
              {t('staff.sendInvite')}
            </Button>
          </div>
        </form>
        {inviteError ? (
          <div className="mt-3">
            <Alert>{inviteError}</Alert>
          </div>
        ) : null}
        {link ? (
          <div className="mt-3">
            <Alert tone="success">
              {t('staff.linkOnce')}
              <code
                data-testid="invitation-link"
                className="mt-1 block break-all font-mono text-caption"
              >
                {link}
              </code>
            </Alert>
          </div>
        ) : null}
      </Card>
      {result.error ? <Alert>{errorMessage(t, result.error)}</Alert> : null}
      {result.fetching && !result.data ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <DataTable
          data={result.data?.staffMembers ?? []}
          columns={columns}
          label={t('staff.title')}
          empty={t('common.none')}
          rowKey={(s) => s.id}
        />
      )}
      {result.data ? (
        <Card>
          <h2 className="mb-2 text-subtitle font-semibold">{t('staff.matrix')}</h2>
          <ul className="grid gap-2 text-body-sm md:grid-cols-2">
            {result.data.rolePermissions.map((rp) => (
              <li key={rp.role}>
                <span className="font-semibold">{t(`roles.${rp.role}`)}</span>:{' '}
                <span className="text-muted">{rp.permissions.join(', ')}</span>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <ReasonDialog
        open={pending !== null}
        onOpenChange={(o) => {
          if (!o) {
            setPending(null);
            setError(null);
          }
        }}
        title={
          pending
            ? t(`staff.dialog.${pending.kind}`, {
                name: pending.member.name,
                role: pending.kind === 'role' ? t(`roles.${pending.role}`) : '',
              })
            : ''
        }
        confirmLabel={t('common.confirm')}
        tone={pending?.kind === 'disable' ? 'danger' : 'primary'}
        busy={busy}
        error={error}
        onConfirm={(reason) => void confirm(reason)}
      />
    </div>
  );
}
