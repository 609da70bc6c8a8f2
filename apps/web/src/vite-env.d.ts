/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External live-chat address for "Support" in the side menu. */
  readonly VITE_SUPPORT_CHAT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
