// State of the shell's two drawers: the left side menu and the right drawer (notifications).
import { createContext, useContext } from 'react';

export interface ShellState {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  rightOpen: boolean;
  setRightOpen: (open: boolean) => void;
}

export const ShellContext = createContext<ShellState | null>(null);

export function useShell(): ShellState {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside the app layout');
  return shell;
}
