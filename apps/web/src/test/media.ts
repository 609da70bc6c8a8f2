// A matchMedia for jsdom that understands min-width queries, with a settable viewport width.
type Listener = (event: MediaQueryListEvent) => void;

let width = 1280;
const lists = new Set<{ query: string; listeners: Set<Listener> }>();

function evaluate(query: string): boolean {
  const min = /min-width:\s*([\d.]+)(px|rem)/.exec(query);
  if (min) {
    const value = Number(min[1]) * (min[2] === 'rem' ? 16 : 1);
    return width >= value;
  }
  return false;
}

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  writable: true,
  value: (query: string): MediaQueryList => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  },
});

export function setViewportWidth(next: number): void {
  width = next;
  for (const entry of lists) {
    for (const listener of entry.listeners)
      listener({ matches: evaluate(entry.query) } as MediaQueryListEvent);
  }
}
