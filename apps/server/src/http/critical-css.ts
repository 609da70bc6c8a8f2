// A server-rendered page's stylesheet cut to what its markup can use (issue 16, first screen): the
// build's one stylesheet (~110 KB, every route's utilities) was written into every page's <head>,
// before the first byte of its markup. A page now carries the rules whose selectors can match its
// elements; the app adds the whole stylesheet the moment something it renders needs more
// (apps/web/src/lib/critical-styles.ts). Measured in docs/lcp-notes.md.
//
// A rule is kept when one of its selectors names, outside functional pseudo-classes (`:not()`,
// `:is()`, `:where()`, `:has()`), only classes the page's markup has: a superset of the rules that
// match (tags, attributes and states are not checked), so dropping never changes how the page
// looks. Rules naming no class (the reset, `:root`, `@property`, `@keyframes`, `@font-face`) and
// every `@layer` block (their order is the cascade's) are always kept. The rules keep their order.
import { createHash } from 'node:crypto';
import * as csstree from 'css-tree';

type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'group'; open: string; keepEmpty: boolean; children: Piece[] };

/** The classes a compound selector list requires, per selector (escapes decoded). */
function requiredClasses(prelude: csstree.CssNode): string[][] | null {
  if (prelude.type !== 'SelectorList') return null;
  const needs: string[][] = [];
  prelude.children.forEach((selector) => {
    if (selector.type !== 'Selector') return;
    const classes: string[] = [];
    // top level only: a class inside :not()/:is()/:where()/:has() is not required to match
    selector.children.forEach((part) => {
      if (part.type === 'ClassSelector') classes.push(csstree.ident.decode(part.name));
    });
    needs.push(classes);
  });
  return needs;
}

const isGroup = (node: csstree.Atrule) =>
  node.name !== 'keyframes' &&
  node.block !== null &&
  node.block.children.some((child) => child.type === 'Rule' || child.type === 'Atrule');

function pieces(css: string, nodes: csstree.List<csstree.CssNode>): Piece[] {
  const out: Piece[] = [];
  const source = (node: csstree.CssNode) => css.slice(node.loc!.start.offset, node.loc!.end.offset);
  nodes.forEach((node) => {
    if (node.type === 'Rule') {
      const needs = requiredClasses(node.prelude);
      // a rule with a selector that names no class is always kept
      if (!needs || needs.some((classes) => classes.length === 0))
        out.push({ kind: 'text', text: source(node) });
      else out.push({ kind: 'rule', text: source(node), needs });
    } else if (node.type === 'Atrule' && isGroup(node)) {
      out.push({
        kind: 'group',
        open: css.slice(node.loc!.start.offset, node.block!.loc!.start.offset + 1),
        keepEmpty: node.name === 'layer',
        children: pieces(css, node.block!.children),
      });
    } else if (node.type !== 'Comment') out.push({ kind: 'text', text: source(node) });
  });
  return out;
}

function emit(list: Piece[], classes: ReadonlySet<string>): string {
  let out = '';
  for (const piece of list) {
    if (piece.kind === 'text') out += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.needs.some((need) => need.every((name) => classes.has(name)))) out += piece.text;
    } else {
      const inner = emit(piece.children, classes);
      if (inner || piece.keepEmpty) out += `${piece.open}${inner}}`;
    }
  }
  return out;
}

const ENTITY: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The class names in a piece of (React-rendered) markup, sorted, each once. */
export function markupClasses(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1]!.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITY[e]!);
    for (const name of value.split(/\s+/)) if (name) names.add(name);
  }
  return [...names].sort();
}

const CACHE_MAX = 64;

/**
 * Returns the cut of a stylesheet for a set of class names; the sheet is parsed once, on the first
 * call. Pages with the same classes (every game row, every provider page) share one cut.
 */
export function criticalCss(css: string): (classes: readonly string[]) => string {
  // ~120 ms for the build's stylesheet: on the first page that needs it, not at start-up
  let list: Piece[] | null = null;
  const cuts = new Map<string, string>();
  return (classes) => {
    list ??= pieces(
      css,
      (
        csstree.parse(css, {
          positions: true,
          parseValue: false,
          parseCustomProperty: false,
          parseAtrulePrelude: false,
        }) as csstree.StyleSheet
      ).children,
    );
    const key = createHash('sha1').update(classes.join(' ')).digest('base64');
    let cut = cuts.get(key);
    if (cut === undefined) {
      cut = emit(list, new Set(classes));
      if (cuts.size >= CACHE_MAX) cuts.delete(cuts.keys().next().value!);
    } else cuts.delete(key);
    cuts.set(key, cut);
    return cut;
  };
}
