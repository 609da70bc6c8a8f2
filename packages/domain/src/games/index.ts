// Pure game rules computed on both ends: the server's engines settle rounds with them and the
// browser replays rounds (tables, /fairness) with the same code. One file per game.
export * from './fair';
export * from './blackjack';
export * from './crash';
export * from './dice';
export * from './roulette';
export * from './slot-themes';
export * from './mines';
export * from './plinko';
export * from './keno';
export * from './wheel';
export * from './live-blackjack';
