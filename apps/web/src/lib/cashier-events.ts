// Across features: the cashier tells every mounted reader of the player's payments that the
// withdrawal list changed (a request was made or cancelled), so payment history shows the new
// request at once, without a reload (issue 19 item 3). The status event arrives later.
type Listener = () => void;
const listeners = new Set<Listener>();

export function announceWithdrawalsChanged(): void {
  for (const listener of listeners) listener();
}

export function onWithdrawalsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
