// The promo banner strip (spec §2.4, §9): active top banners in a looping carousel with 3 s
// autoplay and an 800 ms transition; the translated title, description and button sit over
// text-free art. A native scroll-snap track (swipe, keyboard and RTL for free) plus a small
// autoplay loop whose transition runs on the compositor (`go` below): Embla with its autoplay plugin cost 8 KB gzip, which the first route's 150 KB
// budget could not afford.
import { BANNER_CAROUSEL } from '@aurum/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmartLink } from '@/components/ui/smart-link';
import { cn } from '@/lib/cn';
import { bannerImageSrc } from '@/lib/media';
import { ART_SIZES } from '@/lib/responsive-image';
import { prefersReducedMotion } from '@/lib/use-media-query';
import { ArtImage } from '@/components/art-image/art-image';
import type { Banner } from '../api/banners';
import { SLIDE_HEIGHT } from './banner-carousel-skeleton';

/** The transition's curve (ease-in-out cubic), as CSS for the Web Animations API. */
const EASE_IN_OUT_CUBIC = 'cubic-bezier(0.65, 0, 0.35, 1)';

interface Geometry {
  /** Distance between two slide starts. */
  step: number;
  /** Last reachable index (slides per view may be more than one). */
  last: number;
  /** -1 in right-to-left documents, where scrollLeft runs negative. */
  sign: 1 | -1;
}

function measure(track: HTMLElement): Geometry {
  const first = track.children[0] as HTMLElement | undefined;
  const second = track.children[1] as HTMLElement | undefined;
  const step = first
    ? second
      ? Math.abs(second.offsetLeft - first.offsetLeft)
      : first.offsetWidth
    : 1;
  const range = Math.max(0, track.scrollWidth - track.clientWidth);
  return {
    step: step || 1,
    last: Math.round(range / (step || 1)),
    sign: getComputedStyle(track).direction === 'rtl' ? -1 : 1,
  };
}

const bannerSrc = (banner: Banner) => banner.path || bannerImageSrc(banner.key);

export default function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation('home');
  const track = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation[] | null>(null);
  const paused = useRef(false);
  const [selected, setSelected] = useState(0);
  const [positions, setPositions] = useState(banners.length);

  const sync = useCallback(() => {
    const node = track.current;
    if (!node || animation.current !== null) return;
    const { step, last } = measure(node);
    setPositions(last + 1);
    setSelected(Math.min(last, Math.round(Math.abs(node.scrollLeft) / step)));
  }, []);

  /**
   * Moves to slide `index` with the 800 ms transition. The track jumps to its new scroll position
   * at once and the slides are then animated (Web Animations, `transform`) from where they were
   * to where they now are: the compositor runs the transition, so the main thread does no work
   * per frame (a scrollLeft tween cost a layout and a paint on it 60 times a second, every 3 s —
   * the home page's total blocking time, issue 16).
   */
  const go = useCallback((index: number) => {
    const node = track.current;
    if (!node) return;
    const { step, last, sign } = measure(node);
    const target = Math.max(0, Math.min(index, last)) * step * sign;
    animation.current?.forEach((a) => a.cancel());
    animation.current = null;
    setSelected(Math.max(0, Math.min(index, last)));
    const from = node.scrollLeft;
    const slides = [...node.children] as HTMLElement[];
    node.scrollLeft = target;
    const moved = node.scrollLeft - from;
    if (prefersReducedMotion() || moved === 0 || typeof node.animate !== 'function') return;
    // moving slides are snap areas that move: snapping would chase them (a scroll per frame)
    node.style.scrollSnapType = 'none';
    const running = slides.map((slide) =>
      slide.animate([{ transform: `translateX(${moved}px)` }, { transform: 'none' }], {
        duration: BANNER_CAROUSEL.speedMs,
        easing: EASE_IN_OUT_CUBIC,
      }),
    );
    animation.current = running;
    const done = () => {
      if (animation.current !== running) return;
      animation.current = null;
      node.style.scrollSnapType = '';
    };
    // finished, or cancelled by the next move or a swipe
    void Promise.all(running.map((a) => a.finished)).then(done, done);
  }, []);

  useEffect(() => {
    const node = track.current;
    if (!node) return;
    sync();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(sync);
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      animation.current?.forEach((a) => a.cancel());
    };
  }, [sync, banners]);

  // Whether the strip is on screen: autoplay's timer runs only then (issue 16: no timer or
  // animation before the first input unless it is visible).
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const node = track.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setOnScreen(!!entry?.isIntersecting));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // Autoplay every 3 s, looping back to the first slide; paused while the pointer or focus is
  // on the strip, while the tab is hidden or the strip scrolled away, and off for reduced motion.
  useEffect(() => {
    if (!onScreen || prefersReducedMotion() || banners.length < 2) return;
    const timer = window.setInterval(() => {
      const node = track.current;
      if (!node || paused.current || document.hidden) return;
      const { step, last } = measure(node);
      const current = Math.round(Math.abs(node.scrollLeft) / step);
      go(current >= last ? 0 : current + 1);
    }, BANNER_CAROUSEL.autoplayDelayMs);
    return () => window.clearInterval(timer);
  }, [onScreen, banners.length, go]);

  const pause = () => {
    paused.current = true;
  };
  const resume = () => {
    paused.current = false;
  };

  // The slides do not change with the selected dot: autoplay re-renders only the dots
  const slides = useMemo(
    () =>
      banners.map((banner, index) => (
        <div
          key={banner.id}
          role="group"
          aria-roledescription="slide"
          aria-label={t('banners.slide', { index: index + 1, total: banners.length })}
          className="w-full min-w-0 shrink-0 snap-start lg:w-[calc(50%-0.5rem)]"
        >
          <SmartLink
            to={banner.url}
            className={cn(
              'group relative flex overflow-hidden rounded-2xl border border-border bg-surface-2',
              SLIDE_HEIGHT,
            )}
          >
            <ArtImage
              src={bannerSrc(banner)}
              sizes={ART_SIZES.banner}
              alt=""
              width={1200}
              height={400}
              loading={index < 2 ? 'eager' : 'lazy'}
              largest={index === 0}
              // the next slide's edge is in a phone's first screen too
              firstScreen={index === 1}
              decoding="async"
              className="absolute inset-0 size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.02] rtl:-scale-x-100 rtl:group-hover:scale-y-[1.02] rtl:group-hover:-scale-x-[1.02]"
            />
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-linear-to-r from-bg/95 via-bg/70 to-transparent rtl:bg-linear-to-l"
            />
            <div className="relative flex max-w-[75%] flex-col justify-center gap-1.5 p-5 sm:max-w-[65%] sm:gap-2 sm:p-7">
              <h3 className="line-clamp-2 text-title font-semibold text-text sm:text-heading">
                {banner.title}
              </h3>
              <p className="line-clamp-2 text-body-sm text-text/80 sm:text-body">
                {banner.description}
              </p>
              {banner.buttonText ? (
                <span className="mt-2 inline-flex h-9 items-center self-start rounded-xl bg-gold-gradient px-4 text-body-sm font-semibold text-on-gold shadow-[0_6px_20px_-8px_rgb(242_193_78/0.7)] sm:h-10">
                  {banner.buttonText}
                </span>
              ) : null}
            </div>
          </SmartLink>
        </div>
      )),
    [banners, t],
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      className="flex flex-col gap-3"
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
      onTouchStart={pause}
      onTouchEnd={resume}
    >
      <div
        ref={track}
        onScroll={sync}
        className="scrollbar-none flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain rounded-2xl lg:gap-4"
      >
        {slides}
      </div>
      {/* the dots' row keeps its height with a single slide too: the skeleton reserves it */}
      {positions <= 1 ? <div className="h-6" aria-hidden /> : null}
      {positions > 1 ? (
        <div className="flex h-6 justify-center gap-1.5">
          {Array.from({ length: positions }, (_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => go(index)}
              aria-label={t('banners.goTo', { index: index + 1 })}
              aria-current={index === selected || undefined}
              className="flex h-6 items-center px-0.5"
            >
              <span
                className={cn(
                  // colour only: a width transition would lay the page out every frame
                  'block h-1.5 rounded-full transition-colors duration-300',
                  index === selected ? 'w-6 bg-gold' : 'w-1.5 bg-border hover:bg-muted',
                )}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
