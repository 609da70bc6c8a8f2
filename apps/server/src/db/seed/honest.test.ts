// Every card opens the game it shows (issue 18): the whole generated catalogue (1,983 games, as
// production seeds it) after the honest step's rule, each game's engine checked against its name,
// category and texts in all six languages.
import { describe, expect, it } from 'vitest';
import { engineKindOf } from '../../modules/play/engines/registry';
import { cardProblems } from './honest-check';
import { generateCatalogue } from './generate';
import { honestGame, honestName } from './honest';

describe('the honest catalogue', () => {
  const catalogue = generateCatalogue({ games: 1983 });

  it('without the rule, cards promise games that are not there (the check can fail)', () => {
    const problems = catalogue.games.flatMap((g) =>
      cardProblems({ ...g, description: g.description as unknown as Record<string, string> }),
    );
    expect(problems.length).toBeGreaterThan(100);
    expect(problems.join('\n')).toMatch(/Scratch/);
  });

  it('with the rule, every one of the 1,983 cards opens the game it shows', () => {
    const problems = catalogue.games.flatMap((g) => {
      const honest = honestGame(g);
      return cardProblems({
        category: g.category,
        name: honest.name,
        description: honest.description as unknown as Record<string, string>,
      });
    });
    expect(problems.slice(0, 10)).toEqual([]);
    const engines = new Set(
      catalogue.games.map((g) => engineKindOf(g.category, honestName(g.category, g.name))),
    );
    for (const kind of ['MINES', 'PLINKO', 'KENO', 'WHEEL', 'DICE'] as const) {
      expect(engines.has(kind)).toBe(true);
    }
  });

  it('renames the games the issue found', () => {
    expect(honestName('other', 'Bell Scratch')).toBe('Bell Mines');
    expect(honestName('other', 'Lucky Pharaoh Scratch Card')).toBe('Lucky Pharaoh Mines');
    expect(honestName('other', 'Double Bonus Poker 10 Play')).toBe('Double Bonus Keno');
    expect(honestName('live-casino', 'Diamond Sic Bo 2')).toBe('Diamond Dice 2');
    expect(honestName('live-game-show', 'Rainbow Fortune Flip')).toBe('Rainbow Fortune Wheel');
    expect(honestName('live-roulette', 'Roulette Studio')).toBe('Roulette Table');
    expect(honestName('other', 'Royal Mines')).toBe('Royal Mines');
    expect(engineKindOf('other', 'Turbo Keno')).toBe('KENO');
    expect(engineKindOf('other', 'Speed Plinko Max')).toBe('PLINKO');
  });
});
