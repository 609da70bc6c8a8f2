import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/test/i18n';
import { FaqList } from './faq-list';

describe('FaqList', () => {
  it('lists ten questions with closed answers that open and close', () => {
    render(<FaqList />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(10);
    const first = questions[0]!;
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(first.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).not.toMatch(/{{|}}/);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });
});
