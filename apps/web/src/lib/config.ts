// Build-time configuration from VITE_* variables, with defaults that work out of the box.
/**
 * A live-chat widget's page (VITE_SUPPORT_CHAT_URL, http or https). Set, Support opens it; unset
 * (or a mailto, as before), Support opens the in-app support conversation, whose last fallback
 * is e-mail to SUPPORT_EMAIL.
 */
export const SUPPORT_WIDGET_URL: string = /^https?:\/\//.test(
  import.meta.env.VITE_SUPPORT_CHAT_URL ?? '',
)
  ? (import.meta.env.VITE_SUPPORT_CHAT_URL as string)
  : '';
/** LiveChat licence; without it there is no chat widget (Support opens the in-app support). */
export const LIVE_CHAT_LICENSE: string = import.meta.env.VITE_LIVE_CHAT_LICENSE || '';

/** The licensed operator as the legal pages name it. */
export const OPERATOR_NAME: string = import.meta.env.VITE_OPERATOR_NAME || 'Aurum Gaming Ltd.';
/** The gaming licence number quoted in the legal pages and the footer. */
export const LICENCE_NUMBER: string = import.meta.env.VITE_LICENCE_NUMBER || 'OGL/2024/118/0547';
/** The support address the legal pages give for questions, complaints and data requests. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@aurum.example';

/** Interpolation values for texts that name the operator: {{operator}}, {{licence}}, {{email}}. */
export const OPERATOR_VALUES = {
  operator: OPERATOR_NAME,
  licence: LICENCE_NUMBER,
  email: SUPPORT_EMAIL,
} as const;

/** The licence seal widget's script; no seal is shown when it is not set. */
export const TRUST_SEAL_SCRIPT_URL: string = import.meta.env.VITE_TRUST_SEAL_SCRIPT_URL || '';
/** The operator's seal id at the licensing authority. */
export const TRUST_SEAL_ID: string = import.meta.env.VITE_TRUST_SEAL_ID || '';
