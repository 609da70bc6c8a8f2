import { chooseLanguage } from './support/language';
import { expect, test } from './support/test';

// The banner strip autoplays every 3 s with an 800 ms transition (spec §9 constants) that runs on
// the compositor: the track jumps once and the slides are animated with `transform` (issue 16 —
// a scrollLeft tween scrolled the track on the main thread every frame). In English and Arabic
// (right to left: scrollLeft runs negative), on the phone.
test.use({ reducedMotion: 'no-preference' });

for (const lang of ['en', 'ar'] as const) {
  test(`the banner strip moves on by itself in one scroll, animated by the compositor (${lang})`, async ({
    page,
  }) => {
    await chooseLanguage(page, lang);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app', '', { timeout: 20_000 });
    const track = page.locator('[aria-roledescription="carousel"] > div').first();
    await expect(track.locator('[aria-roledescription="slide"]').nth(1)).toBeAttached();
    const move = await track.evaluate(
      (node) =>
        new Promise<{ from: number; to: number; scrolls: number; running: number; width: number }>(
          (resolve) => {
            const from = node.scrollLeft;
            let scrolls = 0;
            let running = 0;
            node.addEventListener('scroll', () => {
              scrolls += 1;
              if (scrolls === 1)
                running = node
                  .getAnimations({ subtree: true })
                  .filter((a) => a.playState === 'running').length;
            });
            // the autoplay's first move comes within 3 s; count the scrolls until the
            // transition (800 ms) is over
            const wait = () =>
              scrolls > 0
                ? setTimeout(
                    () =>
                      resolve({
                        from,
                        to: node.scrollLeft,
                        scrolls,
                        running,
                        width: node.clientWidth,
                      }),
                    1000,
                  )
                : setTimeout(wait, 50);
            wait();
          },
        ),
    );
    // one slide on (a phone shows one slide per view), the right way for the direction
    expect(Math.abs(move.to - move.from)).toBeGreaterThan(move.width / 2);
    expect(Math.sign(move.to - move.from)).toBe(lang === 'ar' ? -1 : 1);
    // the track scrolled once, not once per frame, and the slides were animating meanwhile
    expect(move.scrolls).toBeLessThanOrEqual(2);
    expect(move.running).toBeGreaterThan(0);
  });
}
