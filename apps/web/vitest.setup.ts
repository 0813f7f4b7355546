import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A test file may run in Node (`@vitest-environment node`: the server's side of the app).
const inBrowser = typeof window !== 'undefined';

afterEach(() => {
  if (inBrowser) cleanup();
  vi.unstubAllGlobals();
  if (!inBrowser) return;
  sessionStorage.clear();
  localStorage.clear();
});

if (inBrowser) stubBrowserApis();

function stubBrowserApis() {
  // Mantine needs these browser APIs, which jsdom lacks.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // A combobox moved through with the arrow keys scrolls its option into view.
  Element.prototype.scrollIntoView = vi.fn();
  // A Textarea with autosize waits for fonts to load (document.fonts, which jsdom lacks).
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
    });
  }
}
