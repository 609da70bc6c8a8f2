// The footer of every confirmation that destroys something (cancel a bonus, cancel a withdrawal,
// turn two-factor off): the safe choice is the gold primary (on top on phones, at the end on wider
// screens, where a hurried tap lands); the destructive choice is outlined in the danger colour,
// never gold.
import type { ReactNode } from 'react';
import { Button } from './button';

export interface ConfirmActionsProps {
  /** The safe choice ("Keep bonus"): closes without changing anything. */
  safeLabel: ReactNode;
  onSafe: () => void;
  /** The destructive choice ("Cancel bonus"). */
  destructiveLabel: ReactNode;
  onDestructive: () => void;
  busy?: boolean;
  safeTestId?: string;
  destructiveTestId?: string;
}

export function ConfirmActions({
  safeLabel,
  onSafe,
  destructiveLabel,
  onDestructive,
  busy = false,
  safeTestId,
  destructiveTestId,
}: ConfirmActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row">
      <Button
        variant="danger"
        size="lg"
        block
        loading={busy}
        onClick={onDestructive}
        data-testid={destructiveTestId}
        data-tone="destructive"
      >
        {destructiveLabel}
      </Button>
      <Button
        size="lg"
        block
        onClick={onSafe}
        disabled={busy}
        data-testid={safeTestId}
        data-tone="safe"
      >
        {safeLabel}
      </Button>
    </div>
  );
}
