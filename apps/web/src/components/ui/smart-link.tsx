import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalUrl } from '@/lib/media';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
}

/** An in-app path becomes a router link; an external address opens in a new tab. */
export function SmartLink({ to, children, ...rest }: SmartLinkProps) {
  if (isExternalUrl(to)) {
    const mail = to.startsWith('mailto:');
    return (
      <a href={to} {...(mail ? {} : { target: '_blank', rel: 'noopener noreferrer' })} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
