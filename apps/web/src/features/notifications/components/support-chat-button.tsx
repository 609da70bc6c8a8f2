// The support chat button (spec §2.1): shows and hides the LiveChat widget whose licence comes
// from VITE_LIVE_CHAT_LICENSE. The app mounts it only when a licence is configured; the widget's
// script is downloaded on the first press, never with the page.
import { Headset, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { LIVE_CHAT_LICENSE } from '@/lib/config';

interface LiveChatWidget {
  call: (method: 'maximize' | 'minimize' | 'hide') => void;
}

declare global {
  interface Window {
    __lc?: { license: number; integration_name?: string };
    LiveChatWidget?: LiveChatWidget;
  }
}

const SCRIPT_URL = 'https://cdn.livechatinc.com/tracking.js';
let loading: Promise<LiveChatWidget> | null = null;

function loadLiveChat(license: string): Promise<LiveChatWidget> {
  loading ??= new Promise<LiveChatWidget>((resolve, reject) => {
    window.__lc = { license: Number(license), integration_name: 'aurum' };
    const script = document.createElement('script');
    script.async = true;
    script.src = SCRIPT_URL;
    script.onload = () => {
      // The widget defines its API once the script has run.
      const started = Date.now();
      const wait = () => {
        if (window.LiveChatWidget) resolve(window.LiveChatWidget);
        else if (Date.now() - started > 10_000) reject(new Error('LiveChat did not start'));
        else setTimeout(wait, 100);
      };
      wait();
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('LiveChat script failed to load'));
    };
    document.head.append(script);
  });
  return loading;
}

export default function SupportChatButton() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const toggle = async () => {
    setBusy(true);
    try {
      const widget = await loadLiveChat(LIVE_CHAT_LICENSE);
      widget.call(open ? 'hide' : 'maximize');
      setOpen(!open);
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void toggle()}
      aria-label={open ? t('support.close') : t('support.open')}
      aria-pressed={open}
      data-testid="support-chat-button"
      className="fixed end-4 bottom-20 z-30 flex size-12 items-center justify-center rounded-full bg-gold-gradient text-on-gold shadow-lg transition-transform hover:scale-105 md:bottom-6"
    >
      {busy ? <Spinner size={20} /> : open ? <X size={22} /> : <Headset size={22} />}
    </button>
  );
}
