import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RgRefusalAlert } from './rg-refusal-alert';

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '');

function show(props: Parameters<typeof RgRefusalAlert>[0]) {
  render(
    <MemoryRouter>
      <RgRefusalAlert {...props} />
    </MemoryRouter>,
  );
  return screen.getByTestId('rg-refusal');
}

describe('RgRefusalAlert', () => {
  it('an indefinite self-exclusion has its own line, without a date', () => {
    const alert = show({ refusal: { code: 'RG_SELF_EXCLUDED', until: null, indefinite: true } });
    const detail = plain(screen.getByTestId('rg-refusal-detail').textContent);
    expect(detail).toMatch(/^Your self-exclusion has no end date\./);
    expect(alert.textContent).not.toContain('ends on');
  });

  it('a dated self-exclusion states its end in the interface language', () => {
    show({ refusal: { code: 'RG_SELF_EXCLUDED', until: '2027-09-12T14:05:00.000Z' } });
    expect(plain(screen.getByTestId('rg-refusal-detail').textContent)).toMatch(
      /^Your self-exclusion ends on September 12, 2027/,
    );
  });

  it('a flow can give its own detail line (registration of an excluded person)', () => {
    show({ refusal: { code: 'RG_SELF_EXCLUDED' }, detailKey: 'RG_SELF_EXCLUDED.registration' });
    expect(screen.getByTestId('rg-refusal-detail').textContent).toMatch(
      /^An account cannot be opened for a person who is self-excluded/,
    );
  });
});
