// The shell of a server-rendered page (issue 16, LCP): the built stylesheet written into the
// document under the response's nonce, the LCP image's preload moved to the top of <head>, and
// page text with `$` patterns copied as is.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deferAppStart, fillShell, inlineStylesheets, type RenderedPage } from './ssr';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'aurum-ssr-shell-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'body{color:red}');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const template = `<!doctype html>
<html lang="en" dir="ltr"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" /><title>Aurum</title>
<script type="module" crossorigin src="/assets/index-1.js" nonce="__N__"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css" nonce="__N__">
<link rel="stylesheet" crossorigin href="/assets/missing.css" nonce="__N__">
<link rel="stylesheet" href="/assets/../../etc/passwd.css">
</head><body><div id="root"></div></body></html>`;

const page = (html: string): RenderedPage => ({
  language: 'en',
  dir: 'ltr',
  status: 200,
  title: 'Price $& $$ — Aurum',
  html,
  data: '{"a":"$\'"}',
});

describe('server-rendered shell', () => {
  it('writes a built stylesheet in as a <style> with the nonce placeholder', () => {
    const out = inlineStylesheets(template, dist, '__N__');
    expect(out).toContain(
      '<style nonce="__N__" data-href="/assets/index-abc.css">body{color:red}</style>',
    );
    expect(out).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css"');
    // a disabled link (never fetched) names it for the app's lazy-chunk loader
    expect(out).toContain('<link rel="stylesheet" href="/assets/index-abc.css" disabled>');
    // a file that does not exist, or a path out of assets/, keeps its link
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/missing.css"');
    expect(out).toContain('href="/assets/../../etc/passwd.css"');
  });

  it("keeps the @font-face rules off until index.html's loader turns them on", () => {
    fs.writeFileSync(
      path.join(dist, 'assets', 'fonts-abc.css'),
      'body{color:red}@font-face{font-family:Inter;src:url(/assets/a.woff2)format("woff2")}p{margin:0}@font-face{font-family:"Noto Kufi Arabic";unicode-range:U+600-6FF}',
    );
    const shell = (loader: string) =>
      `<head><link rel="stylesheet" crossorigin href="/assets/fonts-abc.css"></head><body>${loader}</body>`;
    const loader = "<script>document.querySelector('style[data-font-faces]')</script>";
    const out = inlineStylesheets(shell(loader), dist, '__N__');
    expect(out).toContain(
      '<style nonce="__N__" data-href="/assets/fonts-abc.css">body{color:red}p{margin:0}</style>',
    );
    // inert (media="not all": no font is asked for) until the loader removes the media
    expect(out).toContain(
      '<style nonce="__N__" media="not all" data-font-faces>@font-face{font-family:Inter;src:url(/assets/a.woff2)format("woff2")}@font-face{font-family:"Noto Kufi Arabic";unicode-range:U+600-6FF}</style>',
    );
    // a browser without JavaScript reads the same rules, live, from <noscript>
    expect(out).toContain(
      '<noscript><style nonce="__N__">@font-face{font-family:Inter;src:url(/assets/a.woff2)format("woff2")}@font-face{font-family:"Noto Kufi Arabic";unicode-range:U+600-6FF}</style></noscript>',
    );
    // without the loader the fonts stay where they were (they would never load)
    const bare = inlineStylesheets(shell(''), dist, '__N__');
    expect(bare).not.toContain('data-font-faces');
    expect(bare).not.toContain('<noscript>');
    expect(bare).toContain('body{color:red}@font-face{font-family:Inter;');
  });

  it('moves the leading image preloads to the top of <head>, before the scripts', () => {
    const preload =
      '<link rel="preload" as="image" type="image/avif" fetchPriority="high" imageSrcSet="/media/banners/a.400.avif 400w"/>';
    const out = fillShell(template, page(`${preload}<header>$&</header>`));
    // after the viewport (its `imagesizes` are read against the phone's width, not 980 px)
    expect(out.indexOf(preload)).toBeGreaterThan(out.indexOf('<meta name="viewport"'));
    expect(out.indexOf(preload)).toBeLessThan(out.indexOf('<script type="module"'));
    expect(out).toContain('<div id="root"><header>$&</header></div>');
    expect(out.split(preload)).toHaveLength(2);
    // `$` patterns in text are not replacement patterns
    expect(out).toContain('<title>Price $&amp; $$ — Aurum</title>');
    expect(out).toContain('id="ssr-data">{"a":"$\'"}</script>');
  });

  it("makes the app's entry inert and drops its preloads when the loader is there", () => {
    const loader = '<script>document.querySelector(\'script[type="text/x-app-module"]\')</script>';
    const shell = `<head><script type="module" crossorigin src="/assets/index-1.js" nonce="__N__"></script>
<link rel="modulepreload" crossorigin href="/assets/react-2.js" nonce="__N__">
</head><body><div id="root"></div>${loader}</body>`;
    const out = deferAppStart(shell);
    expect(out).toContain(
      '<script type="text/x-app-module" crossorigin src="/assets/index-1.js" nonce="__N__">',
    );
    expect(out).not.toContain('type="module"');
    expect(out).not.toContain('modulepreload');
    expect(out).toContain(loader);
    // without the loader nothing changes (the app would never start)
    const bare = shell.replace(loader, '');
    expect(deferAppStart(bare)).toBe(bare);
  });
});
