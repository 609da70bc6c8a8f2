// The content area (marketing; payment methods: finance): a tab bar over its five screens —
// bonuses, banners, game catalogue, payment methods, system notifications.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, Route, Routes } from 'react-router';
import { PageHeader, Spinner } from '@/components/ui';
import { cn } from '@/lib/cn';

const Bonuses = lazy(() => import('./bonuses'));
const Banners = lazy(() => import('./banners'));
const Games = lazy(() => import('./games'));
const PaymentMethods = lazy(() => import('./payment-methods'));
const Notifications = lazy(() => import('./notifications'));

const TABS = ['bonuses', 'banners', 'games', 'payments', 'notifications'] as const;

export default function ContentPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('content.title')} />
      <nav aria-label={t('content.title')} className="overflow-x-auto">
        <ul className="flex gap-1 border-b border-border">
          {TABS.map((tab) => (
            <li key={tab}>
              <NavLink
                to={`/content/${tab}`}
                className={({ isActive }) =>
                  cn(
                    'block border-b-2 px-3 py-2 text-body-sm whitespace-nowrap',
                    isActive
                      ? 'border-gold text-gold'
                      : 'border-transparent text-muted hover:text-text',
                  )
                }
              >
                {t(`content.tabs.${tab}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Routes>
          <Route index element={<Navigate to="bonuses" replace />} />
          <Route path="bonuses" element={<Bonuses />} />
          <Route path="banners" element={<Banners />} />
          <Route path="games" element={<Games />} />
          <Route path="payments" element={<PaymentMethods />} />
          <Route path="notifications" element={<Notifications />} />
        </Routes>
      </Suspense>
    </div>
  );
}
