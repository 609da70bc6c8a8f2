// Within the wallet feature: a withdrawal, a cancellation or a top-up asks every mounted balance
// reader to refetch at once (the balance event arrives too, a moment later).
type Listener = () => void;
const listeners = new Set<Listener>();

export function requestBalanceRefresh(): void {
  for (const listener of listeners) listener();
}

export function onBalanceRefresh(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
