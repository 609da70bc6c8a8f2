import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionContext, type Session } from '@/lib/session';
import { testUser } from '@/test/session-user';
import { VipLevels } from './vip-levels';

function renderAt(level: number | null) {
  const session: Session =
    level === null
      ? { status: 'guest', user: null, token: null, setToken() {}, logout() {}, refresh() {} }
      : {
          status: 'user',
          user: testUser({ level }),
          token: 't',
          setToken() {},
          logout() {},
          refresh() {},
        };
  render(
    <SessionContext.Provider value={session}>
      <VipLevels />
    </SessionContext.Provider>,
  );
}

// Walk issue item 19: one level model; the VIP page shows the player's tier and progress.
describe('VipLevels', () => {
  it("shows the player's tier, level and the way to the next tier", () => {
    renderAt(25);
    expect(screen.getByTestId('vip-tier-name').textContent).toBe('Silver');
    expect(screen.getByText('Level 25')).toBeTruthy();
    expect(screen.getByTestId('vip-next').textContent).toBe('Next: Gold at level 40');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    const current = document.querySelector('li[aria-current="true"]');
    expect(current?.textContent).toContain('Silver');
  });

  it('says where the chat opens, in the same tiers', () => {
    renderAt(3);
    expect(screen.getByTestId('vip-tier-name').textContent).toBe('No tier yet');
    expect(screen.getByText('The players’ chat opens at the Bronze tier (level 10).')).toBeTruthy();
    expect(screen.getByText('From level 10')).toBeTruthy();
  });

  it('shows no personal card to a guest', () => {
    renderAt(null);
    expect(screen.queryByTestId('vip-my-tier')).toBeNull();
  });
});
