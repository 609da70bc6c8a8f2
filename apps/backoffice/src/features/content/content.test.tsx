import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWith, staff } from '@/test/fake-server';
import { BannerEditor, bannerSchema, bannerToValues } from './banners';
import { BonusEditor } from './bonuses';
import { bonusSchema, emptyBonus } from './bonus-form';
import GamesScreen, { moved, parseRules } from './games';

const marketing = staff('marketing', [
  'CONTENT_READ',
  'BONUSES_MANAGE',
  'BANNERS_MANAGE',
  'CATALOGUE_MANAGE',
  'NOTIFICATIONS_SEND',
]);
const LANGS = ['en', 'ru', 'az', 'kk', 'tr', 'ar'];

describe('bonus form', () => {
  it('asks for every language and a reward before sending anything', async () => {
    const user = userEvent.setup();
    const { server } = renderWith(<BonusEditor initial={emptyBonus()} onClose={() => {}} />, {
      me: marketing,
    });
    await user.type(screen.getByLabelText('Name (route key)'), 'spring-boost');
    await user.type(screen.getByLabelText('Title (en)'), 'Spring boost');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Give a fixed amount, a deposit multiplier or free spins'),
    ).toBeTruthy();
    // the other five languages are marked
    const tabs = screen.getByRole('tablist', { name: 'Player language' });
    await user.click(within(tabs).getByRole('tab', { name: 'ru' }));
    expect(screen.getAllByText('Required in every language').length).toBeGreaterThan(0);
    expect(server.named('SaveContentBonus')).toHaveLength(0);
    expect(bonusSchema.safeParse({ ...emptyBonus(), name: 'Bad Name' }).success).toBe(false);
  });

  it('sends every field in API form and shows the preview in the chosen language', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const initial = {
      ...emptyBonus(),
      name: 'spring-boost',
      rewardAmount: '15.50',
      texts: LANGS.map((lang) => ({
        lang,
        title: `Spring ${lang}`,
        condition: `Deposit 20 ${lang}`,
        terms: `Terms ${lang}`,
      })),
    };
    const { server } = renderWith(<BonusEditor initial={initial} onClose={onClose} />, {
      me: marketing,
      handlers: { SaveContentBonus: () => ({ data: { saveContentBonus: { id: 7 } } }) },
    });
    await user.click(within(screen.getByRole('tablist')).getByRole('tab', { name: 'ar' }));
    const preview = screen.getByTestId('bonus-preview');
    expect(within(preview).getByText('Spring ar')).toBeTruthy();
    expect(preview.getAttribute('dir')).toBe('rtl');
    expect(within(preview).getByText('15.50 USD')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('spring-boost'));
    const input = server.named('SaveContentBonus')[0]!.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({
      name: 'spring-boost',
      rewardAmount: '15.50',
      minDepositAmount: null,
      wageringTime: 168,
      gameCategoryMultipliers: [{ category: 'slots', multiplier: '1' }],
      availableCurrencies: ['USD'],
    });
    expect((input.texts as unknown[]).length).toBe(6);
  });
});

describe('banner form', () => {
  it('refuses an end before the start and a foreign link; sends texts per language', async () => {
    const values = bannerToValues(null);
    expect(bannerSchema.safeParse({ ...values, url: 'https://evil.example' }).success).toBe(false);
    expect(
      bannerSchema.safeParse({
        ...values,
        key: 'vip',
        imageUrl: '/media/x.svg',
        startsAt: '2030-01-02T10:00',
        endsAt: '2030-01-01T10:00',
        texts: values.texts.map((t) => ({ ...t, title: 'a', description: 'b', buttonText: 'c' })),
      }).error?.issues[0]?.message,
    ).toBe('endAfterStart');

    const user = userEvent.setup();
    const onClose = vi.fn();
    const initial = {
      ...values,
      key: 'vip',
      imageUrl: '/media/banners/vip.svg',
      texts: values.texts.map((t) => ({
        ...t,
        title: `VIP ${t.lang}`,
        description: 'd',
        buttonText: 'Go',
      })),
    };
    const { server } = renderWith(<BannerEditor initial={initial} onClose={onClose} />, {
      me: marketing,
      handlers: { SaveContentBanner: () => ({ data: { saveContentBanner: { id: 1 } } }) },
    });
    await user.clear(screen.getByLabelText('Title (en)'));
    await user.type(screen.getByLabelText('Title (en)'), 'VIP club');
    expect(within(screen.getByTestId('banner-preview')).getByText('VIP club')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith('vip'));
    const input = server.named('SaveContentBanner')[0]!.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({ key: 'vip', position: 'top', startsAt: null, endsAt: null });
    expect(input.title).toContainEqual({ lang: 'en', text: 'VIP club' });
    expect(input.title).toContainEqual({ lang: 'ar', text: 'VIP ar' });
  });
});

describe('game catalogue', () => {
  it('parses restrictions and moves featured games', () => {
    expect(parseRules('us, tr:try, :eur')).toEqual([
      { country: 'US', currency: null },
      { country: 'TR', currency: 'TRY' },
      { country: null, currency: 'EUR' },
    ]);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });

  it('moves a featured game up with the keyboard and saves the new order', async () => {
    const user = userEvent.setup();
    const game = (slug: string, order: number) => ({
      id: order,
      slug,
      name: slug.toUpperCase(),
      provider: 'P',
      category: 'slots',
      enabled: true,
      recalled: false,
      engineTheme: null,
      featuredOrder: order,
      restrictions: [],
    });
    const { server } = renderWith(<GamesScreen />, {
      me: marketing,
      handlers: {
        ContentGames: () => ({
          data: { contentGames: { nodes: [], pageInfo: { nextCursor: null } } },
        }),
        FeaturedGames: () => ({ data: { featuredGames: [game('alpha', 1), game('beta', 2)] } }),
        ContentOptions: () => ({
          data: {
            contentOptions: {
              languages: LANGS,
              categories: ['slots'],
              engineThemes: [],
              currencies: [],
            },
          },
        }),
        SetFeaturedGames: () => ({ data: { setFeaturedGames: [] } }),
      },
    });
    const up = await screen.findByRole('button', { name: 'Move BETA up' });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.named('SetFeaturedGames')).toHaveLength(1));
    expect(server.named('SetFeaturedGames')[0]!.variables).toEqual({ slugs: ['beta', 'alpha'] });
    expect(
      (screen.getByRole('button', { name: 'Move ALPHA up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
