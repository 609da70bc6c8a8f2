/// <reference types="vite/client" />

/** Where this build's translation files are served (locale-assets.ts). */
declare const __LOCALES__: string;

interface ImportMetaEnv {
  /** External live-chat address for "Support" in the side menu. */
  readonly VITE_SUPPORT_CHAT_URL?: string;
  /** LiveChat licence number: when set, a support chat button shows and hides its widget. */
  readonly VITE_LIVE_CHAT_LICENSE?: string;
  /** Legal pages: operator name, licence number and support address. */
  readonly VITE_OPERATOR_NAME?: string;
  readonly VITE_LICENCE_NUMBER?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  /** Footer licence seal: the widget's script URL and the operator's seal id. */
  readonly VITE_TRUST_SEAL_SCRIPT_URL?: string;
  readonly VITE_TRUST_SEAL_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
