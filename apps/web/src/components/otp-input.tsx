// A 6-digit one-time code field (authenticator and email codes): digits only, left to right in
// every language, and filled from the OS keyboard's one-time-code suggestion.
import { forwardRef } from 'react';
import { Input, type InputProps } from '@/components/ui/input';

export const OTP_LENGTH = 6;

/** Keeps at most six ASCII digits (Arabic-Indic and Persian digits are converted). */
export function normaliseOtp(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '')
    .slice(0, OTP_LENGTH);
}

export interface OtpInputProps extends Omit<InputProps, 'onValueChange' | 'value'> {
  value: string;
  onValueChange: (value: string) => void;
}

export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { value, onValueChange, className, ...rest },
  ref,
) {
  return (
    <Input
      ref={ref}
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      maxLength={OTP_LENGTH}
      value={value}
      onValueChange={(next) => onValueChange(normaliseOtp(next))}
      className={`text-center font-mono text-subtitle tracking-[0.5em] ${className ?? ''}`}
      {...rest}
    />
  );
});
