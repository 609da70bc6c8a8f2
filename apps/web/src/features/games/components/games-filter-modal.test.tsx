import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '@/test/fake-client';
import type { GamesFilterValue } from '../model/filter-params';
import GamesFilterModal from './games-filter-modal';

const providers = ['Nova Spin', 'Goldreel Studios', 'Prism Live'].map((name, i) => ({
  id: String(i + 1),
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  games: 10 + i,
  images: [],
}));

const { client } = fakeClient({
  FilterProviders: () => ({ providers: { items: providers, count: providers.length } }),
});

function renderModal(value: GamesFilterValue) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(
    <Provider value={client}>
      <GamesFilterModal open onClose={onClose} props={{ value, onApply }} />
    </Provider>,
  );
  return { onApply, onClose };
}

const defaults: GamesFilterValue = { providers: [], onlyAvailable: true, onlyWithBonus: false };

describe('games filter modal (spec §2.8, §4.10)', () => {
  it('applies the toggles and one provider picked on the providers sub-page', async () => {
    const user = userEvent.setup();
    const { onApply, onClose } = renderModal(defaults);
    expect(
      screen.getByRole('switch', { name: 'Only available' }).getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(screen.getByRole('switch', { name: 'Only with bonus' }));
    expect(screen.getByText('All')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Providers/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search providers' }), 'GOLD');
    expect(screen.queryByRole('checkbox', { name: /^Nova Spin/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /^Goldreel Studios/ }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Selected: 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({
      providers: ['goldreel-studios'],
      onlyAvailable: true,
      onlyWithBonus: true,
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('treats every provider selected as all, and shows not found for an unknown name', async () => {
    const user = userEvent.setup();
    const { onApply } = renderModal(defaults);
    await user.click(screen.getByRole('button', { name: /Providers/ }));
    for (const p of providers)
      await user.click(screen.getByRole('checkbox', { name: new RegExp(`^${p.name}`) }));
    expect(
      (screen.getByRole('checkbox', { name: 'All providers' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.type(screen.getByRole('searchbox', { name: 'Search providers' }), 'zzz');
    expect(screen.getByText('No providers found')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(defaults);
  });

  it('Reset returns the main page to the defaults without applying', async () => {
    const user = userEvent.setup();
    const { onApply } = renderModal({
      providers: ['nova-spin'],
      onlyAvailable: false,
      onlyWithBonus: true,
    });
    expect(screen.getByText('Selected: 1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('All')).toBeTruthy();
    expect(
      screen.getByRole('switch', { name: 'Only available' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(onApply).not.toHaveBeenCalled();
  });
});
