// Build-time configuration from VITE_* variables, with defaults that work out of the box.
export const SUPPORT_CHAT_URL: string =
  import.meta.env.VITE_SUPPORT_CHAT_URL || 'mailto:support@aurum.example';
