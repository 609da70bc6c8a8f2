// Text a server-rendered page already shows, not computed again while hydrating (issue 16, total
// blocking time). The game page's facts format a percent and a decimal; the first
// Intl.NumberFormat a page makes loads ICU's number data — 40 ms of the main thread on a 2-core
// machine here, 170 ms in a 4× CPU profile, the largest single item of the game page's hydration.
// When this span hydrates over the server's HTML it renders an empty string with
// suppressHydrationWarning, and React leaves the element's text as the server wrote it (a string
// child with that flag is not compared, react-dom's hydration of host components); nothing is
// formatted until the key changes (another game, another language), or at once in a plain client
// render. The server renders the text as usual.
import { useContext, useState, type HTMLAttributes } from 'react';
import { SsrContext } from './ssr-data';
import { useClientSnapshot } from './use-hydrated';

export interface ServerTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** what the text depends on (value and language): a new key computes the text */
  textKey: string;
  /** computes the text (called on the server, and on the client once the key changes) */
  text: () => string;
}

export function ServerText({ textKey, text, ...rest }: ServerTextProps) {
  const serverRender = useContext(SsrContext) !== null;
  // false in the server render and while hydrating, true in a plain client render
  const onClientRender = useClientSnapshot();
  const hydrating = !serverRender && !onClientRender;
  const [kept, setKept] = useState<string | null>(hydrating ? textKey : null);
  if (kept !== null && kept !== textKey) setKept(null);
  return (
    <span {...rest} suppressHydrationWarning>
      {kept === textKey ? '' : text()}
    </span>
  );
}
