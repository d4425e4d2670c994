import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { forgetPositionOnArrival, SCROLL_STORAGE_KEY, scrollKey } from './scroll-keys';

describe('scrollKey', () => {
  it("tells a document's first entry apart by its address, any other entry by its key", () => {
    expect(scrollKey({ key: 'default', pathname: '/marketplace', search: '?condition=Good' })).toBe(
      'default /marketplace?condition=Good',
    );
    expect(scrollKey({ key: 'k3x9', pathname: '/marketplace', search: '' })).toBe('k3x9');
  });
});

describe('forgetPositionOnArrival', () => {
  const arrived = (type: NavigationTimingType) =>
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: () => [{ type } as PerformanceNavigationTiming],
    });
  const keep = (positions: Record<string, number>) =>
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(positions));
  const kept = () => JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;

  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  });

  it('drops what an earlier visit kept for the address a link or typed address opened', () => {
    keep({ 'default /marketplace': 364, 'default /cart': 80, k3x9: 900 });
    arrived('navigate');
    forgetPositionOnArrival({ pathname: '/marketplace', search: '' });
    expect(kept()).toEqual({ 'default /cart': 80, k3x9: 900 });
  });

  it('keeps it for a reload or back/forward, which return to the place', () => {
    keep({ 'default /marketplace': 364 });
    for (const type of ['reload', 'back_forward'] as const) {
      arrived(type);
      forgetPositionOnArrival({ pathname: '/marketplace', search: '' });
    }
    expect(kept()).toEqual({ 'default /marketplace': 364 });
  });
});

describe('scroll restoration in the site layout', () => {
  // jsdom does not lay out or scroll: the window's position is faked so scrollTo moves it.
  let y = 0;
  const originalScrollTo = window.scrollTo;

  beforeEach(() => {
    y = 0;
    sessionStorage.clear();
    window.scrollTo = ((a: number | ScrollToOptions, b?: number) => {
      y = typeof a === 'number' ? (b ?? 0) : (a.top ?? 0);
    }) as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  });
  afterEach(() => {
    window.scrollTo = originalScrollTo;
  });

  it('starts a new page at the top and returns to the place on back and forward', async () => {
    const app = renderApp('/first-missing-page');
    expect(screen.getByText('/first-missing-page', { selector: 'code' })).toBeInTheDocument();
    y = 1760;

    await app.go('/second-missing-page');
    expect(screen.getByText('/second-missing-page', { selector: 'code' })).toBeInTheDocument();
    expect(y).toBe(0);

    y = 420;
    await app.go(-1);
    expect(screen.getByText('/first-missing-page', { selector: 'code' })).toBeInTheDocument();
    expect(y).toBe(1760);

    await app.go(1);
    expect(screen.getByText('/second-missing-page', { selector: 'code' })).toBeInTheDocument();
    expect(y).toBe(420);
  });
});
