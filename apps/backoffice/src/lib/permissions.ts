// What the navigation offers follows the signed-in staff member's permissions (the server checks
// every operation again; hiding is for clarity, not security).
import type { Permission } from '@/gql/graphql';

export interface NavItem {
  to: string;
  label: string;
  permission: Permission;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'nav.dashboard', permission: 'DASHBOARD_READ' },
  { to: '/withdrawals', label: 'nav.withdrawals', permission: 'WITHDRAWALS_READ' },
  { to: '/kyc', label: 'nav.kyc', permission: 'KYC_READ' },
  { to: '/players', label: 'nav.players', permission: 'PLAYERS_READ' },
  { to: '/support', label: 'nav.support', permission: 'SUPPORT_READ' },
  { to: '/chat', label: 'nav.chat', permission: 'CHAT_MODERATE' },
  { to: '/vip', label: 'nav.vip', permission: 'VIP_READ' },
  { to: '/rg-flags', label: 'nav.rgFlags', permission: 'RG_READ' },
  { to: '/adjustments', label: 'nav.adjustments', permission: 'BALANCE_ADJUST' },
  { to: '/audit', label: 'nav.audit', permission: 'AUDIT_READ' },
  { to: '/staff', label: 'nav.staff', permission: 'STAFF_MANAGE' },
  { to: '/finance', label: 'nav.finance', permission: 'FINANCE_READ' },
  { to: '/reports', label: 'nav.reports', permission: 'REPORTS_READ' },
  { to: '/content', label: 'nav.content', permission: 'CONTENT_READ' },
];

export function allowedNav(permissions: readonly Permission[]): NavItem[] {
  const have = new Set(permissions);
  return NAV_ITEMS.filter((item) => have.has(item.permission));
}
