import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '@/test/media';
import { Select, sameId, type SelectItem } from './select';

const CURRENCIES: SelectItem[] = [
  { id: 1, title: 'US dollar' },
  { id: 2, title: 'Euro' },
  { id: '3', title: 'Turkish lira' },
];

function Harness({
  initial = null,
  onChange = () => {},
}: {
  initial?: string | number | null;
  onChange?: (item: SelectItem) => void;
}) {
  const [value, setValue] = useState<string | number | null>(initial);
  return (
    <>
      <button type="button">outside</button>
      <Select
        label="Currency"
        items={CURRENCIES}
        value={value}
        onChange={(item) => {
          setValue(item.id);
          onChange(item);
        }}
      />
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /currency/i });

describe('sameId', () => {
  it('matches a string and a number loosely', () => {
    expect(sameId('1', 1)).toBe(true);
    expect(sameId(2, '2')).toBe(true);
    expect(sameId(2, 3)).toBe(false);
    expect(sameId(null, 'null')).toBe(false);
    expect(sameId(undefined, undefined)).toBe(false);
  });
});

describe('Select', () => {
  it("shows '-' when nothing is selected", () => {
    render(<Harness />);
    expect(trigger().textContent).toContain('-');
  });

  it('shows the selected title when the id matches loosely', () => {
    render(<Harness initial="2" />);
    expect(trigger().textContent).toContain('Euro');
    render(<Select label="Other" items={CURRENCIES} value={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: /other/i }).textContent).toContain('Turkish lira');
  });

  it('applies a choice at once and closes on wide screens', async () => {
    setViewportWidth(1280);
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(trigger());
    const listbox = screen.getByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Euro' }));
    expect(onChange).toHaveBeenCalledWith(CURRENCIES[1]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('Euro');
  });

  it('closes on an outside click and on Escape without changing the value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(trigger());
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(trigger());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is keyboard accessible', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={1} onChange={onChange} />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(listbox.getAttribute('aria-activedescendant')).toMatch(/option-0$/);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith(CURRENCIES[2]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('on phones applies the choice only on confirm', async () => {
    setViewportWidth(390);
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(trigger());
    const sheet = screen.getByRole('dialog');
    expect(within(sheet).getByRole('heading', { name: 'Currency' })).toBeTruthy();
    await user.click(within(sheet).getByRole('option', { name: 'Euro' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(sheet).getByRole('option', { name: 'Euro' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    expect(onChange).toHaveBeenCalledWith(CURRENCIES[1]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger().textContent).toContain('Euro');
  });

  it('on phones closing the sheet without confirming keeps the value', async () => {
    setViewportWidth(390);
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={1} onChange={onChange} />);
    await user.click(trigger());
    await user.click(within(screen.getByRole('dialog')).getByRole('option', { name: 'Euro' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger().textContent).toContain('US dollar');
  });

  it("shows translated 'No options' and 'Loading...' texts", async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Select label="Country" items={[]} value={null} onChange={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: /country/i }));
    expect(screen.getByRole('listbox').textContent).toBe('No options');
    rerender(<Select label="Country" items={[]} value={null} loading onChange={() => {}} />);
    expect(screen.getByRole('listbox').textContent).toBe('Loading...');
  });

  describe('search field (long lists: currency and country pickers)', () => {
    const COUNTRIES: SelectItem[] = [
      'Austria',
      'Azerbaijan',
      'Belgium',
      'Brazil',
      'Canada',
      'Côte d’Ivoire',
      'Denmark',
      'Estonia',
      'Finland',
      'France',
      'Germany',
      'Kazakhstan',
      'Türkiye',
      'United States',
    ].map((title, index) => ({ id: `C${index}`, title }));

    function Countries({ onChange = () => {} }: { onChange?: (item: SelectItem) => void }) {
      const [value, setValue] = useState<string | number | null>(null);
      return (
        <Select
          label="Country"
          items={COUNTRIES}
          value={value}
          onChange={(item) => {
            setValue(item.id);
            onChange(item);
          }}
        />
      );
    }

    it('puts focus in a labelled combobox; typing filters, arrows move, Enter picks', async () => {
      setViewportWidth(1280);
      const onChange = vi.fn();
      const user = userEvent.setup();
      render(<Countries onChange={onChange} />);
      await user.click(screen.getByRole('button', { name: /country/i }));
      const field = screen.getByRole('combobox', { name: 'Search in Country' });
      expect(document.activeElement).toBe(field);
      expect(field.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
      expect(screen.getAllByRole('option')).toHaveLength(COUNTRIES.length);

      await user.keyboard('az');
      // "az" matches Azerbaijan, Brazil and Kazakhstan (case ignored), nothing else
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Azerbaijan',
        'Brazil',
        'Kazakhstan',
      ]);
      expect(field.getAttribute('aria-activedescendant')).toBe(
        screen.getAllByRole('option')[0]!.id,
      );
      await user.keyboard('{ArrowDown}{ArrowDown}');
      expect(field.getAttribute('aria-activedescendant')).toBe(
        screen.getAllByRole('option')[2]!.id,
      );
      await user.keyboard('{Enter}');
      expect(onChange).toHaveBeenCalledWith(COUNTRIES[11]);
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /country/i }));
    });

    it('ignores accents, says when nothing matches, and Escape closes without a change', async () => {
      setViewportWidth(1280);
      const onChange = vi.fn();
      const user = userEvent.setup();
      render(<Countries onChange={onChange} />);
      await user.click(screen.getByRole('button', { name: /country/i }));
      await user.keyboard('turkiye');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Türkiye']);
      await user.clear(screen.getByRole('combobox'));
      await user.keyboard('cote d');
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Côte d’Ivoire']);
      await user.keyboard('zzz');
      expect(screen.getByRole('listbox').textContent).toBe('Nothing found');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(onChange).not.toHaveBeenCalled();
    });

    it('on phones the sheet has the search field too and the choice waits for Confirm', async () => {
      setViewportWidth(390);
      const onChange = vi.fn();
      const user = userEvent.setup();
      render(<Countries onChange={onChange} />);
      await user.click(screen.getByRole('button', { name: /country/i }));
      const sheet = screen.getByRole('dialog');
      expect(document.activeElement).toBe(within(sheet).getByRole('combobox'));
      await user.keyboard('fin{Enter}');
      expect(onChange).not.toHaveBeenCalled();
      await user.click(within(sheet).getByRole('button', { name: 'Confirm' }));
      expect(onChange).toHaveBeenCalledWith(COUNTRIES[8]);
    });

    it('short lists keep the plain listbox', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await user.click(trigger());
      expect(screen.queryByRole('combobox')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('listbox'));
    });
  });
});

describe('Select icons', () => {
  // Chromium loads every SVG <img> as a document of its own on the main thread: a country list
  // (78 flags) draws the server's raster copies, lazily
  it("draws a country's flag from its 72 px WebP and any other image as it is", async () => {
    const countries: SelectItem[] = [
      { id: 'AZ', title: 'Azerbaijan', icon: '/media/flags/AZ.svg' },
      { id: 'XX', title: 'Elsewhere', icon: 'https://cdn.example/x.png' },
    ];
    render(<Select label="Country" items={countries} value="AZ" onChange={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: /country/i }));
    const images = [...document.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/media/flags/AZ.72.webp',
      '/media/flags/AZ.72.webp',
      'https://cdn.example/x.png',
    ]);
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
