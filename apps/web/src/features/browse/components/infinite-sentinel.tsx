import { useEffect, useRef } from 'react';
import classes from './browse.module.css';

/** Calls onVisible when the end of the list scrolls near the viewport (infinite scroll). */
export function InfiniteSentinel({
  onVisible,
  enabled,
}: {
  onVisible: () => void;
  enabled: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  useEffect(() => {
    if (!enabled || !ref.current || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [enabled]);
  return <div ref={ref} className={classes.sentinel} aria-hidden />;
}
