// Renders its children once a placeholder scrolls within `margin` of the viewport, so below-the-
// fold sections (and their lazy chunks and queries) wait until the visitor gets near them.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export function WhenNearViewport({
  children,
  margin = '600px',
  minHeight = 240,
}: {
  children: ReactNode;
  margin?: string;
  minHeight?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [margin, near]);
  if (near) return <>{children}</>;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
