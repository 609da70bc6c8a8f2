import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export interface BreadcrumbItem {
  /** A key in the `breadcrumbs` namespace. */
  text: string;
  to: string;
}

export interface BreadcrumbProps {
  items?: BreadcrumbItem[];
  /** The current page: a `breadcrumbs` key, shown as is when `translatePageName` is false. */
  pageName: string;
  translatePageName?: boolean;
  className?: string;
}

/** Breadcrumb (spec §2.8): HOME → / first, then the given items, then the page name. */
export function Breadcrumb({
  items = [],
  pageName,
  translatePageName = true,
  className,
}: BreadcrumbProps) {
  const { t } = useTranslation('breadcrumbs');
  const trail: BreadcrumbItem[] = [{ text: 'HOME', to: '/' }, ...items];
  return (
    <nav aria-label={t('ARIA_LABEL')} className={cn('min-w-0', className)}>
      <ol className="flex min-w-0 flex-wrap items-center gap-1 text-body-sm text-muted">
        {trail.map((item) => (
          <Fragment key={item.to}>
            <li>
              <Link to={item.to} className="rounded-sm transition-colors hover:text-gold">
                {t(item.text)}
              </Link>
            </li>
            <li aria-hidden="true" className="flex">
              <ChevronRight size={16} className="rtl:-scale-x-100" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="truncate font-semibold text-text">
          {translatePageName ? t(pageName) : pageName}
        </li>
      </ol>
    </nav>
  );
}
