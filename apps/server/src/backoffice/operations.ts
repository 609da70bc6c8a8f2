// Every root field of the staff schema, the permission it needs and the audit action it writes.
// The resolver wrapper (guard.ts) enforces it; a test fails when a field of the schema is missing
// here, and proves the role × operation matrix over HTTP (backoffice.matrix.test.ts).
import { CONTENT_OPERATIONS } from './content/operations';
import type { Permission } from './permissions';

export interface OperationSpec {
  /** PUBLIC: no session (sign-in, invitations); SIGNED_IN: any staff */
  permission: Permission | 'PUBLIC' | 'SIGNED_IN';
  /** the audit action; mutations always write one row, queries only when `auditReads` */
  action: string;
  /** audit successful reads too (personal data) */
  auditReads?: boolean;
  /**
   * Mutations only: the resolver runs in one database transaction with its audit row (the
   * services' own transactions become savepoints), so an action is never committed without its
   * row; what the services publish is sent after the commit (guard.ts). For operations whose
   * services use only the context's database handle and deps, with no effect outside the
   * database (resending a confirmation mails at once, so it is audited after it).
   */
  atomicAudit?: boolean;
}

export const OPERATIONS: Record<string, OperationSpec> = {
  // staff identity
  'Query.me': { permission: 'SIGNED_IN', action: 'staff.me' },
  'Query.invitation': { permission: 'PUBLIC', action: 'staff.invitation-read' },
  'Query.rolePermissions': { permission: 'SIGNED_IN', action: 'staff.roles-read' },
  'Query.staffMembers': { permission: 'STAFF_MANAGE', action: 'staff.list' },
  'Query.backofficeSettings': { permission: 'SIGNED_IN', action: 'settings.read' },
  'Mutation.signIn': { permission: 'PUBLIC', action: 'staff.sign-in' },
  'Mutation.signOut': { permission: 'SIGNED_IN', action: 'staff.sign-out' },
  'Mutation.beginInvitation': { permission: 'PUBLIC', action: 'staff.invitation-begin' },
  'Mutation.acceptInvitation': { permission: 'PUBLIC', action: 'staff.invitation-accept' },
  'Mutation.inviteStaff': { permission: 'STAFF_MANAGE', action: 'staff.invite', atomicAudit: true },
  'Mutation.changeStaffRole': {
    permission: 'STAFF_MANAGE',
    action: 'staff.change-role',
    atomicAudit: true,
  },
  'Mutation.disableStaff': {
    permission: 'STAFF_MANAGE',
    action: 'staff.disable',
    atomicAudit: true,
  },
  'Mutation.enableStaff': { permission: 'STAFF_MANAGE', action: 'staff.enable', atomicAudit: true },
  'Mutation.reinviteStaff': {
    permission: 'STAFF_MANAGE',
    action: 'staff.reinvite',
    atomicAudit: true,
  },
  // audit
  'Query.auditLog': { permission: 'AUDIT_READ', action: 'audit.search' },
  'Query.verifyAuditChain': {
    permission: 'AUDIT_EXPORT',
    action: 'audit.verify',
    auditReads: true,
  },
  // dashboard
  'Query.dashboard': { permission: 'DASHBOARD_READ', action: 'dashboard.read' },
  // withdrawals
  'Query.withdrawalQueue': { permission: 'WITHDRAWALS_READ', action: 'withdrawal.list' },
  'Query.withdrawal': { permission: 'WITHDRAWALS_READ', action: 'withdrawal.read' },
  'Mutation.approveWithdrawal': {
    permission: 'WITHDRAWALS_DECIDE',
    action: 'withdrawal.approve',
    atomicAudit: true,
  },
  'Mutation.rejectWithdrawal': {
    permission: 'WITHDRAWALS_DECIDE',
    action: 'withdrawal.reject',
    atomicAudit: true,
  },
  'Mutation.markWithdrawalPaid': {
    permission: 'WITHDRAWALS_DECIDE',
    action: 'withdrawal.paid',
    atomicAudit: true,
  },
  'Mutation.markWithdrawalFailed': {
    permission: 'WITHDRAWALS_DECIDE',
    action: 'withdrawal.failed',
    atomicAudit: true,
  },
  // KYC
  'Query.kycQueue': { permission: 'KYC_READ', action: 'kyc.list' },
  'Query.kycCase': { permission: 'KYC_READ', action: 'kyc.read', auditReads: true },
  'Mutation.approveKyc': { permission: 'KYC_DECIDE', action: 'kyc.approve', atomicAudit: true },
  'Mutation.rejectKyc': { permission: 'KYC_DECIDE', action: 'kyc.reject', atomicAudit: true },
  // players
  'Query.searchPlayers': { permission: 'PLAYERS_READ', action: 'player.search' },
  'Query.player': { permission: 'PLAYERS_READ', action: 'player.view', auditReads: true },
  'Query.balanceAdjustments': { permission: 'BALANCE_ADJUST', action: 'adjustment.list' },
  'Mutation.setPlayerStatus': {
    permission: 'PLAYER_STATUS_WRITE',
    action: 'player.set-status',
    atomicAudit: true,
  },
  'Mutation.revokePlayerSessions': {
    permission: 'PLAYER_SESSIONS_REVOKE',
    action: 'player.revoke-sessions',
    atomicAudit: true,
  },
  'Mutation.resetPlayerTwoFactor': {
    permission: 'PLAYER_2FA_RESET',
    action: 'player.reset-2fa',
    atomicAudit: true,
  },
  'Mutation.resendPlayerConfirmation': {
    permission: 'PLAYER_MAIL_RESEND',
    action: 'player.resend-confirmation',
  },
  'Mutation.adjustBalance': {
    permission: 'BALANCE_ADJUST',
    action: 'adjustment.request',
    atomicAudit: true,
  },
  'Mutation.approveBalanceAdjustment': {
    permission: 'BALANCE_ADJUST',
    action: 'adjustment.approve',
    atomicAudit: true,
  },
  'Mutation.rejectBalanceAdjustment': {
    permission: 'BALANCE_ADJUST',
    action: 'adjustment.reject',
    atomicAudit: true,
  },
  'Mutation.forfeitPlayerBonus': {
    permission: 'BONUS_FORFEIT',
    action: 'player.forfeit-bonus',
    atomicAudit: true,
  },
  'Mutation.addPlayerNote': {
    permission: 'PLAYER_NOTES_WRITE',
    action: 'player.add-note',
    atomicAudit: true,
  },
  // finance and reports (the CSV exports are REST: finance-http.ts)
  'Query.reconciliation': { permission: 'FINANCE_READ', action: 'finance.reconciliation' },
  'Query.ggrReport': { permission: 'REPORTS_READ', action: 'report.ggr' },
  'Query.rtpReport': { permission: 'REPORTS_READ', action: 'report.rtp' },
  'Query.bonusReport': { permission: 'REPORTS_READ', action: 'report.bonuses' },
  // desk (desk.ts): support inbox, chat moderation, VIP applications, RG flags
  'Query.supportInbox': { permission: 'SUPPORT_READ', action: 'support.list' },
  'Query.supportThread': { permission: 'SUPPORT_READ', action: 'support.read', auditReads: true },
  'Query.chatModerationMessages': { permission: 'CHAT_MODERATE', action: 'chat.list' },
  'Query.vipApplications': { permission: 'VIP_READ', action: 'vip.list' },
  'Query.rgFlags': { permission: 'RG_READ', action: 'rg.flags-list' },
  'Mutation.replySupportConversation': {
    permission: 'SUPPORT_REPLY',
    action: 'support.reply',
    atomicAudit: true,
  },
  'Mutation.markSupportConversationRead': {
    permission: 'SUPPORT_READ',
    action: 'support.mark-read',
    atomicAudit: true,
  },
  'Mutation.closeSupportConversation': {
    permission: 'SUPPORT_REPLY',
    action: 'support.close',
    atomicAudit: true,
  },
  'Mutation.reopenSupportConversation': {
    permission: 'SUPPORT_REPLY',
    action: 'support.reopen',
    atomicAudit: true,
  },
  'Mutation.deleteChatMessage': {
    permission: 'CHAT_MODERATE',
    action: 'chat.delete',
    atomicAudit: true,
  },
  'Mutation.approveVipApplication': {
    permission: 'VIP_DECIDE',
    action: 'vip.approve',
    atomicAudit: true,
  },
  'Mutation.rejectVipApplication': {
    permission: 'VIP_DECIDE',
    action: 'vip.reject',
    atomicAudit: true,
  },
  'Mutation.setPlayerVipLevel': {
    permission: 'VIP_DECIDE',
    action: 'vip.set-level',
    atomicAudit: true,
  },
  // content (content/operations.ts)
  ...CONTENT_OPERATIONS,
};

/** Fields below the root that need a permission of their own (null + FORBIDDEN otherwise). */
export const FIELD_PERMISSIONS: Record<string, Permission> = {
  'Player360.kyc': 'KYC_READ',
  'Player360.rg': 'RG_READ',
  'Player360.audit': 'AUDIT_READ',
  'Player360.adjustments': 'BALANCE_ADJUST',
  'Player360.rgFlags': 'RG_READ',
};
