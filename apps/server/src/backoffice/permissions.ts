// Staff roles and the permission table: the one place that says which role may do what. Every
// staff operation names one permission (backoffice/operations.ts) and is checked on the server.
export const STAFF_ROLES = [
  'admin',
  'finance',
  'compliance',
  'support',
  'marketing',
  'readonly',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'DASHBOARD_READ',
  'STAFF_MANAGE',
  'AUDIT_READ',
  'AUDIT_EXPORT',
  'WITHDRAWALS_READ',
  'WITHDRAWALS_DECIDE',
  'KYC_READ',
  'KYC_DECIDE',
  'PLAYERS_READ',
  'RG_READ',
  'PLAYER_NOTES_WRITE',
  'PLAYER_STATUS_WRITE',
  'PLAYER_SESSIONS_REVOKE',
  'PLAYER_2FA_RESET',
  'PLAYER_MAIL_RESEND',
  'BALANCE_ADJUST',
  'BONUS_FORFEIT',
  // desk
  'SUPPORT_READ',
  'SUPPORT_REPLY',
  'CHAT_MODERATE',
  'VIP_READ',
  'VIP_DECIDE',
  'FINANCE_READ',
  'FINANCE_EXPORT',
  'REPORTS_READ',
  // content (backoffice/content): bonuses, banners, games, payment methods, notifications
  'CONTENT_READ',
  'BONUSES_MANAGE',
  'BANNERS_MANAGE',
  'CATALOGUE_MANAGE',
  'PAYMENT_METHODS_MANAGE',
  'NOTIFICATIONS_SEND',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Least privilege (issue 15): finance — withdrawals, adjustments; compliance — KYC, responsible
 * gaming, player status, chat moderation; support — player view, notes, mails, 2FA reset,
 * sessions, the support inbox, chat moderation, VIP applications (read); marketing — bonuses,
 * banners, catalogue, system notifications (content), VIP decisions (levels); finance also payment
 * methods; readonly — reads without personal-risk data. Finance reads and exports the
 * reconciliation; readonly views it; reports: finance, marketing (bonus conversion), readonly.
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  finance: [
    'DASHBOARD_READ',
    'WITHDRAWALS_READ',
    'WITHDRAWALS_DECIDE',
    'PLAYERS_READ',
    'PLAYER_NOTES_WRITE',
    'BALANCE_ADJUST',
    'KYC_READ',
    'FINANCE_READ',
    'FINANCE_EXPORT',
    'REPORTS_READ',
    'CONTENT_READ',
    'PAYMENT_METHODS_MANAGE',
  ],
  compliance: [
    'DASHBOARD_READ',
    'AUDIT_READ',
    'WITHDRAWALS_READ',
    'KYC_READ',
    'KYC_DECIDE',
    'PLAYERS_READ',
    'RG_READ',
    'PLAYER_NOTES_WRITE',
    'PLAYER_STATUS_WRITE',
    'PLAYER_SESSIONS_REVOKE',
    'CHAT_MODERATE',
  ],
  support: [
    'DASHBOARD_READ',
    'PLAYERS_READ',
    'PLAYER_NOTES_WRITE',
    'PLAYER_SESSIONS_REVOKE',
    'PLAYER_2FA_RESET',
    'PLAYER_MAIL_RESEND',
    'BONUS_FORFEIT',
    'SUPPORT_READ',
    'SUPPORT_REPLY',
    'CHAT_MODERATE',
    'VIP_READ',
  ],
  marketing: [
    'DASHBOARD_READ',
    'BONUS_FORFEIT',
    'VIP_READ',
    'VIP_DECIDE',
    'REPORTS_READ',
    'CONTENT_READ',
    'BONUSES_MANAGE',
    'BANNERS_MANAGE',
    'CATALOGUE_MANAGE',
    'NOTIFICATIONS_SEND',
  ],
  readonly: [
    'DASHBOARD_READ',
    'WITHDRAWALS_READ',
    'KYC_READ',
    'PLAYERS_READ',
    'FINANCE_READ',
    'REPORTS_READ',
    'CONTENT_READ',
  ],
};

export function hasPermission(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
