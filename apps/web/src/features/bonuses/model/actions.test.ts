import { describe, expect, it } from 'vitest';
import { CASHBACK_INFO, FREE_SPINS_INFO, userBonus, WELCOME_INFO } from '../test/fixtures';
import {
  catalogueState,
  findCatalogueBonus,
  playTarget,
  statusTone,
  userBonusActions,
} from './actions';

describe('userBonusActions', () => {
  it('offers Activate for an AVAILABLE bonus, blocked while another bonus is current', () => {
    const offer = { status: 'AVAILABLE', isCurrent: false };
    expect(userBonusActions(offer, false)).toEqual({
      primary: 'activate',
      blocked: false,
      cancel: false,
    });
    expect(userBonusActions(offer, true).blocked).toBe(true);
  });
  it('offers Deposit for a PENDING bonus, Play while wagering, Claim when ready; the current one can be cancelled', () => {
    expect(userBonusActions({ status: 'PENDING', isCurrent: true }, false)).toEqual({
      primary: 'deposit',
      blocked: false,
      cancel: true,
    });
    expect(userBonusActions({ status: 'ACTIVE', isCurrent: true }, false).primary).toBe('play');
    expect(userBonusActions({ status: 'FREESPINS_PLAY', isCurrent: true }, false).primary).toBe(
      'play',
    );
    expect(userBonusActions({ status: 'READY_FOR_REWARD', isCurrent: true }, false)).toEqual({
      primary: 'claim',
      blocked: false,
      cancel: true,
    });
  });
  it('offers nothing for finished bonuses', () => {
    for (const status of ['CLAIMED', 'CANCELED', 'EXPIRED']) {
      expect(userBonusActions({ status, isCurrent: false }, false)).toEqual({
        primary: null,
        blocked: false,
        cancel: false,
      });
    }
  });
});

describe('playTarget', () => {
  it('leads free spins to their game and a one-game bonus to that game', () => {
    expect(playTarget(FREE_SPINS_INFO, 'FREESPINS_PLAY')).toBe('/game/lucky-reels');
    expect(playTarget({ ...FREE_SPINS_INFO, freespinsInfo: null }, 'ACTIVE')).toBe(
      '/game/lucky-reels',
    );
  });
  it('otherwise leads to the category that counts most', () => {
    expect(playTarget(WELCOME_INFO, 'ACTIVE')).toBe('/games?category=slots');
    expect(
      playTarget(
        {
          ...WELCOME_INFO,
          gameCategoryMultipliers: [{ category: 'live-roulette', multiplier: 1 }],
        },
        'ACTIVE',
      ),
    ).toBe('/games');
  });
});

describe('statusTone', () => {
  it('colours statuses by what they mean to the player', () => {
    expect(statusTone('READY_FOR_REWARD')).toBe('success');
    expect(statusTone('ACTIVE')).toBe('gold');
    expect(statusTone('PENDING')).toBe('warning');
    expect(statusTone('EXPIRED')).toBe('danger');
    expect(statusTone('UNAVAILABLE')).toBe('muted');
  });
});

describe('catalogueState', () => {
  const welcomeOffer = userBonus({ id: 11, status: 'AVAILABLE', bonusInfo: WELCOME_INFO });
  const cashbackActive = userBonus({
    id: 12,
    status: 'ACTIVE',
    isCurrent: true,
    bonusInfo: CASHBACK_INFO,
  });

  it('is guest without a session and loading while the player list loads', () => {
    expect(catalogueState('welcome', false, null)).toEqual({ kind: 'guest' });
    expect(catalogueState('welcome', true, null)).toEqual({ kind: 'loading' });
  });
  it('pairs the catalogue bonus with the player offer by name', () => {
    expect(catalogueState('welcome', true, [welcomeOffer])).toEqual({
      kind: 'available',
      bonus: welcomeOffer,
      blocked: false,
    });
    expect(catalogueState('welcome', true, [cashbackActive, welcomeOffer])).toEqual({
      kind: 'available',
      bonus: welcomeOffer,
      blocked: true,
    });
    expect(catalogueState('cashback', true, [cashbackActive, welcomeOffer])).toEqual({
      kind: 'running',
      bonus: cashbackActive,
    });
  });
  it('says pending for a deposit bonus waiting for its deposit, unavailable without any row', () => {
    const pending = { ...welcomeOffer, status: 'PENDING', isCurrent: true };
    expect(catalogueState('welcome', true, [pending])).toEqual({ kind: 'pending', bonus: pending });
    expect(catalogueState('crypto', true, [welcomeOffer])).toEqual({ kind: 'unavailable' });
  });
});

describe('findCatalogueBonus', () => {
  const list = [
    { id: 1, name: 'welcome' },
    { id: 2, name: 'cashback' },
    { id: 3, name: 'high-roller' },
  ];
  it('finds a bonus by its name (the home banner links) or its numeric id', () => {
    expect(findCatalogueBonus(list, 'cashback')?.id).toBe(2);
    expect(findCatalogueBonus(list, 'High-Roller')?.id).toBe(3);
    expect(findCatalogueBonus(list, '1')?.name).toBe('welcome');
    expect(findCatalogueBonus(list, '003')?.name).toBe('high-roller');
  });
  it('is null for anything else', () => {
    expect(findCatalogueBonus(list, 'vip')).toBeNull();
    expect(findCatalogueBonus(list, '9')).toBeNull();
    expect(findCatalogueBonus(list, '1.5')).toBeNull();
  });
});
