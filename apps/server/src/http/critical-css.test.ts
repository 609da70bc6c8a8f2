// A page's stylesheet cut to the rules its markup can use (issue 16, first screen).
import { describe, expect, it } from 'vitest';
import { criticalCss, markupClasses } from './critical-css';

const css = [
  '@layer theme,base,utilities;',
  '@layer base{*,::before{box-sizing:border-box}body{margin:0}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.md\\:px-4{padding-inline:1rem}',
  '.w-1\\/2{width:50%}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem;height:1rem}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}',
  '.card:not(.locked){opacity:1}',
  '.row:where(.a,.b){gap:1px}',
  '.btn,.unused-alias{cursor:pointer}',
  '.hover\\:bg-gold{&:hover{@media (hover:hover){background:gold}}}',
  '@media (width>=48rem){.md\\:grid{display:grid}.md\\:flex{display:flex}}',
  '@supports (display:grid){.only-unused{display:grid}}',
  '}',
  '@layer components{.never{color:red}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '@property --tw-x{syntax:"*";inherits:false}',
].join('');

describe('critical css', () => {
  it('reads the class names of rendered markup, entities decoded', () => {
    const html =
      '<div class="flex  md:px-4"><a class="[&amp;&gt;svg]:size-4 w-1/2" href="/">x</a>' +
      '<svg class="flex"></svg><p data-class="no">t</p></div>';
    expect(markupClasses(html)).toEqual(['[&>svg]:size-4', 'flex', 'md:px-4', 'w-1/2']);
  });

  it('keeps the rules the classes can match, in order, and drops the rest', () => {
    const cut = criticalCss(css)([
      'flex',
      'md:px-4',
      'w-1/2',
      '[&>svg]:size-4',
      'group',
      'group-hover:underline',
      'card',
      'row',
      'btn',
      'hover:bg-gold',
      'md:flex',
    ]);
    expect(cut).toBe(
      [
        '@layer theme,base,utilities;',
        '@layer base{*,::before{box-sizing:border-box}body{margin:0}}',
        '@layer utilities{',
        '.flex{display:flex}',
        '.md\\:px-4{padding-inline:1rem}',
        '.w-1\\/2{width:50%}',
        '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem;height:1rem}',
        '.group:hover .group-hover\\:underline{text-decoration:underline}',
        // a class inside :not() or :where() is not required
        '.card:not(.locked){opacity:1}',
        '.row:where(.a,.b){gap:1px}',
        // one selector of the list is enough
        '.btn,.unused-alias{cursor:pointer}',
        // a nested rule goes with its parent
        '.hover\\:bg-gold{&:hover{@media (hover:hover){background:gold}}}',
        '@media (width>=48rem){.md\\:flex{display:flex}}',
        '}',
        // an emptied layer stays (layers order the cascade); an emptied @supports goes
        '@layer components{}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        '@property --tw-x{syntax:"*";inherits:false}',
      ].join(''),
    );
  });

  it('needs every class of a selector: a descendant rule without its ancestor class is dropped', () => {
    const cut = criticalCss(css)(['group-hover:underline']);
    expect(cut).not.toContain('group-hover');
    expect(cut).toContain('body{margin:0}');
  });

  it('gives pages with the same classes the same cut, and different classes their own', () => {
    const cutFor = criticalCss(css);
    const one = cutFor(['flex']);
    expect(cutFor(['flex'])).toBe(one);
    expect(cutFor(['grid'])).toContain('.grid{display:grid}');
    expect(cutFor(['grid'])).not.toContain('.flex{');
  });
});
