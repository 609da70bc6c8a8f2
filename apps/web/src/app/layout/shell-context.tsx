// State of the shell's two drawers: the left side menu and the right drawer (notifications, chat, support).
import { createContext, useContext } from 'react';

/** What the right drawer shows: the notification list, the players' chat or support. */
export type RightView = 'notifications' | 'chat' | 'support';

export interface ShellState {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  rightOpen: boolean;
  /** Opens the right drawer on `view` (notifications when omitted), or closes it. */
  setRightOpen: (open: boolean, view?: RightView) => void;
  rightView: RightView;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside the app layout');
  return shell;
}
