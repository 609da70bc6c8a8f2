import { describe, expect, it } from 'vitest';
import { parseBlocks } from './rich-text';

describe('parseBlocks', () => {
  it('splits paragraphs and lists', () => {
    expect(parseBlocks('First line\ncontinues.\n\n- one\n- two\n\nLast.')).toEqual([
      { kind: 'p', text: 'First line continues.' },
      { kind: 'ul', items: ['one', 'two'] },
      { kind: 'p', text: 'Last.' },
    ]);
  });
});
