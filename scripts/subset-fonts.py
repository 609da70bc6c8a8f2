#!/usr/bin/env python3
"""Writes apps/web/src/styles/fonts/inter-*.woff2: the Inter faces of fonts.css cut to what the
interface draws (issue 16). Each @fontsource file keeps its unicode-range but only the OpenType
features on by default (kern, calt, ccmp, locl, mark, mkmk) plus tnum (`tabular-nums` on amounts);
the stylistic sets, character variants, fractions and the like go: the latin 400 face falls from
23.7 to 17.7 KB and the two first-screen faces from 49 to 36 KB, bytes a phone on a slow network
spends before it draws text in Inter.

The files are committed; run this again after changing @fontsource/inter or fonts.css:
  apt-get install python3-fonttools python3-brotli   (Debian's fontTools; pip is not reachable)
  /usr/bin/python3 scripts/subset-fonts.py
"""
import pathlib
import re

from fontTools import subset

ROOT = pathlib.Path(__file__).resolve().parent.parent
CSS = ROOT / 'apps/web/src/styles/fonts.css'
OUT = CSS.parent / 'fonts'
SOURCE = ROOT / 'node_modules/@fontsource/inter/files'
FEATURES = ['kern', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum']


def unicodes(css_range: str) -> list[int]:
    points = []
    for part in css_range.replace('\n', ' ').split(','):
        part = part.strip().removeprefix('U+')
        if not part:
            continue
        start, _, end = part.partition('-')
        points.extend(range(int(start, 16), int(end or start, 16) + 1))
    return points


faces = re.findall(
    r"@font-face\s*{[^}]*font-family:\s*'Inter'[^}]*url\('\./fonts/([\w-]+\.woff2)'\)[^}]*unicode-range:([^;]+);",
    CSS.read_text(),
)
assert faces, f'no Inter faces found in {CSS}'
for name, css_range in faces:
    options = subset.Options()
    options.layout_features = FEATURES
    options.flavor = 'woff2'
    font = subset.load_font(str(SOURCE / name), options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes(css_range))
    subsetter.subset(font)
    subset.save_font(font, str(OUT / name), options)
    print(f'{name}: {(SOURCE / name).stat().st_size} -> {(OUT / name).stat().st_size} bytes')
