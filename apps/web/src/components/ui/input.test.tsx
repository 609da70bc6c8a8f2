import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('shows its error only after the field has been touched', async () => {
    const user = userEvent.setup();
    render(<Input label="Email" error="Enter a valid email address" />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email address');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('toggles a secret between hidden and shown', async () => {
    const user = userEvent.setup();
    render(<Input label="Password" revealable />);
    const field = screen.getByLabelText('Password');
    expect(field.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field.getAttribute('type')).toBe('password');
  });

  it('pastes from the clipboard through onValueChange', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    await navigator.clipboard.writeText('  TXyz123  ');
    render(<Input label="Wallet" pasteable onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Paste from clipboard' }));
    // the clipboard answers asynchronously: the click can return before the text arrives
    await vi.waitFor(() => expect(onValueChange).toHaveBeenCalledWith('TXyz123'));
  });

  it('lays numbers out left to right and marks required placeholders', () => {
    render(<Input label="Amount" inputMode="decimal" placeholder="Amount" required />);
    const field = screen.getByLabelText('Amount');
    expect(field.getAttribute('dir')).toBe('ltr');
    expect(field.getAttribute('placeholder')).toBe('Amount (required field)');
  });
});
