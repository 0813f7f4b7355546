import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './use-infinite-scroll.ts';

/** An IntersectionObserver stand-in whose last instance can be told its target is in view. */
function stubObserver() {
  const observers: { fire: (isIntersecting: boolean) => void; disconnect: () => void }[] = [];
  class Stub {
    private target: Element | null = null;
    constructor(private cb: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(el: Element) {
      this.target = el;
    }
    disconnect = vi.fn();
    fire(isIntersecting: boolean) {
      this.cb(
        [{ isIntersecting, target: this.target! } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return observers;
}

function List(props: Parameters<typeof useInfiniteScroll>[0]) {
  const sentinel = useInfiniteScroll(props);
  return <div ref={sentinel} />;
}

describe('useInfiniteScroll', () => {
  it('fetches the next page when the sentinel comes into view, unless one is loading or none is left', () => {
    const observers = stubObserver();
    const fetchNextPage = vi.fn(() => Promise.resolve());
    const { rerender, unmount } = render(
      <List hasNextPage isFetchingNextPage={false} fetchNextPage={fetchNextPage} />,
    );
    observers.at(-1)!.fire(false);
    expect(fetchNextPage).not.toHaveBeenCalled();
    observers.at(-1)!.fire(true);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);

    rerender(<List hasNextPage isFetchingNextPage fetchNextPage={fetchNextPage} />);
    observers.at(-1)!.fire(true);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);

    const count = observers.length;
    rerender(<List hasNextPage={false} isFetchingNextPage={false} fetchNextPage={fetchNextPage} />);
    expect(observers).toHaveLength(count);
    expect(observers.at(-1)!.disconnect).toHaveBeenCalled();
    unmount();
  });
});
