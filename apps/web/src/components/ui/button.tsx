import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';

/** `danger` is for destructive actions (cancel a bonus, a withdrawal, turn 2FA off): never gold. */
export type ButtonVariant =
  'primary' | 'secondary' | 'ghost' | 'outline' | 'danger' | 'dangerOutline';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'relative inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-xl font-semibold ' +
  'transition-[background-color,color,box-shadow,transform,filter] duration-150 ease-out ' +
  'active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-strong';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-gold-gradient text-on-gold shadow-[0_6px_20px_-8px_rgb(242_193_78/0.6)] hover:brightness-105 active:brightness-95',
  secondary: 'bg-surface-2 text-text hover:bg-border',
  outline: 'border border-gold/60 text-gold hover:bg-gold/10',
  dangerOutline: 'border border-danger/60 text-danger hover:bg-danger/10',
  ghost: 'text-text hover:bg-surface-2',
  danger: 'border border-danger/60 bg-danger/10 text-danger hover:bg-danger/20',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-body-sm',
  md: 'h-11 px-4 text-body-sm',
  lg: 'h-12 px-6 text-body',
  icon: 'size-11 shrink-0 p-0',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
}) {
  return cn(base, variants[variant], sizes[size], block && 'w-full', className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, loading = false, icon, className, children, disabled, type, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={buttonClasses({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? (
        <Spinner size={20} className={variant === 'primary' || !variant ? 'text-on-gold' : ''} />
      ) : (
        icon
      )}
      {children}
    </button>
  );
});

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  icon?: ReactNode;
}

export function ButtonLink({
  variant,
  size,
  block,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      className={buttonClasses({ variant, size, block, className: className as string })}
      {...rest}
    >
      {icon}
      {children}
    </Link>
  );
}
