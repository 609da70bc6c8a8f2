// Routes of the back office (basename /backoffice). Signed out: sign-in and invitation only.
// Signed in: the shell and the screens the staff member's permissions allow; `/` opens the first.
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Spinner } from '@/components/ui';
import { InvitationPage } from '@/features/auth/invitation';
import { SignInPage } from '@/features/auth/sign-in';
import type { Permission } from '@/gql/graphql';
import { allowedNav } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { Shell } from './shell';

const Dashboard = lazy(() => import('@/features/dashboard/dashboard'));
const Withdrawals = lazy(() => import('@/features/withdrawals/queue'));
const Kyc = lazy(() => import('@/features/kyc/queue'));
const PlayerSearch = lazy(() => import('@/features/players/search'));
const Player360 = lazy(() => import('@/features/players/player-360'));
const Adjustments = lazy(() => import('@/features/players/adjustments'));
const AuditLog = lazy(() => import('@/features/audit/audit-log'));
const Staff = lazy(() => import('@/features/staff/staff'));
const SupportInbox = lazy(() => import('@/features/support/inbox'));
const ChatModeration = lazy(() => import('@/features/desk/chat'));
const VipInbox = lazy(() => import('@/features/desk/vip'));
const RgFlags = lazy(() => import('@/features/desk/rg-flags'));
const Reconciliation = lazy(() => import('@/features/finance/reconciliation'));
const Reports = lazy(() => import('@/features/reports/reports'));
const Content = lazy(() => import('@/features/content/content-page'));

function Loading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} />;
}

function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.can(permission)) {
    return (
      <p role="alert" className="p-6 text-muted">
        {t('errors.FORBIDDEN')}
      </p>
    );
  }
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

function Home() {
  const session = useSession();
  const first = allowedNav(session.me?.permissions ?? [])[0];
  return first ? <Navigate to={first.to} replace /> : <Loading />;
}

export function AppRoutes() {
  const session = useSession();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'signed-out') {
    return (
      <Routes>
        <Route path="/invite" element={<InvitationPage />} />
        <Route path="*" element={<SignInPage />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route path="/invite" element={<InvitationPage />} />
      <Route element={<Shell />}>
        <Route index element={<Home />} />
        <Route
          path="/dashboard"
          element={
            <Allowed permission="DASHBOARD_READ">
              <Dashboard />
            </Allowed>
          }
        />
        <Route
          path="/withdrawals"
          element={
            <Allowed permission="WITHDRAWALS_READ">
              <Withdrawals />
            </Allowed>
          }
        />
        <Route
          path="/kyc"
          element={
            <Allowed permission="KYC_READ">
              <Kyc />
            </Allowed>
          }
        />
        <Route
          path="/players"
          element={
            <Allowed permission="PLAYERS_READ">
              <PlayerSearch />
            </Allowed>
          }
        />
        <Route
          path="/players/:id"
          element={
            <Allowed permission="PLAYERS_READ">
              <Player360 />
            </Allowed>
          }
        />
        <Route
          path="/players/:id/:tab"
          element={
            <Allowed permission="PLAYERS_READ">
              <Player360 />
            </Allowed>
          }
        />
        <Route
          path="/adjustments"
          element={
            <Allowed permission="BALANCE_ADJUST">
              <Adjustments />
            </Allowed>
          }
        />
        <Route
          path="/audit"
          element={
            <Allowed permission="AUDIT_READ">
              <AuditLog />
            </Allowed>
          }
        />
        <Route
          path="/chat"
          element={
            <Allowed permission="CHAT_MODERATE">
              <ChatModeration />
            </Allowed>
          }
        />
        <Route
          path="/vip"
          element={
            <Allowed permission="VIP_READ">
              <VipInbox />
            </Allowed>
          }
        />
        <Route
          path="/rg-flags"
          element={
            <Allowed permission="RG_READ">
              <RgFlags />
            </Allowed>
          }
        />
        <Route
          path="/support"
          element={
            <Allowed permission="SUPPORT_READ">
              <SupportInbox />
            </Allowed>
          }
        />
        <Route
          path="/staff"
          element={
            <Allowed permission="STAFF_MANAGE">
              <Staff />
            </Allowed>
          }
        />
        <Route
          path="/finance"
          element={
            <Allowed permission="FINANCE_READ">
              <Reconciliation />
            </Allowed>
          }
        />
        <Route
          path="/reports"
          element={
            <Allowed permission="REPORTS_READ">
              <Reports />
            </Allowed>
          }
        />
        <Route
          path="/content/*"
          element={
            <Allowed permission="CONTENT_READ">
              <Content />
            </Allowed>
          }
        />
        <Route path="*" element={<Home />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter basename="/backoffice">
      <AppRoutes />
    </BrowserRouter>
  );
}
