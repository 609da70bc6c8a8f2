import { PUBLIC_PAGE_PATHS } from '@aurum/domain';
import { describe, expect, it } from 'vitest';
import { INFO_LINKS, RULE_LINKS } from './navigation';

describe('navigation links', () => {
  it('every rule and info page the menus link to is a public page the sitemap lists', () => {
    const linked = [...RULE_LINKS, ...INFO_LINKS].map((link) => link.to);
    expect(linked.filter((path) => !PUBLIC_PAGE_PATHS.includes(path))).toEqual([]);
  });
});
