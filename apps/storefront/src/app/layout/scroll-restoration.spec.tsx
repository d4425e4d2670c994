import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import { ScrollRestoration } from './scroll-restoration';

// jsdom does not lay out or scroll: the window's position is faked so scrollTo moves it and the page
// says it is tall, as a real long page would.
let y = 0;
const scrollTo = jest.fn((a: number | ScrollToOptions, b?: number) => {
  y = typeof a === 'number' ? (b ?? 0) : (a.top ?? 0);
  window.dispatchEvent(new Event('scroll'));
});

function shopperScrollsTo(to: number) {
  act(() => {
    y = to;
    window.dispatchEvent(new Event('scroll'));
  });
}

let goBack: (delta: number) => void = () => undefined;

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  goBack = (delta) => navigate(delta);
  const [, setParams] = useSearchParams();
  return (
    <div>
      <h1>{name}</h1>
      <Link to="/product/1">Open product</Link>
      <Link to="/product/1#reviews">Open reviews</Link>
      <Link to="/faq">FAQ</Link>
      <button type="button" onClick={() => setParams({ condition: 'Good' })}>
        Filter
      </button>
      <section id="reviews">Reviews</section>
    </div>
  );
}

function renderAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <ScrollRestoration />
      <Routes>
        <Route path="/marketplace" element={<Page name="Marketplace" />} />
        <Route path="/product/:id" element={<Page name="Product" />} />
        <Route path="/faq" element={<Page name="FAQ" />} />
      </Routes>
    </MemoryRouter>,
  );
}

const originalScrollTo = window.scrollTo;
const scrollIntoView = jest.fn();

beforeEach(() => {
  y = 0;
  scrollTo.mockClear();
  scrollIntoView.mockClear();
  sessionStorage.clear();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => 10_000 });
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  window.scrollTo = originalScrollTo;
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to the place on back and forward', async () => {
    const user = userEvent.setup();
    renderAt('/marketplace');
    shopperScrollsTo(1760);

    await user.click(screen.getByRole('link', { name: 'Open product' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Product');
    expect(y).toBe(0);

    shopperScrollsTo(420);
    act(() => goBack(-1));
    expect(screen.getByRole('heading')).toHaveTextContent('Marketplace');
    expect(y).toBe(1760);

    act(() => goBack(1));
    expect(screen.getByRole('heading')).toHaveTextContent('Product');
    expect(y).toBe(420);
  });

  it('opens a link with a #hash at that section', async () => {
    const user = userEvent.setup();
    renderAt('/marketplace');
    shopperScrollsTo(900);
    await user.click(screen.getByRole('link', { name: 'Open reviews' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('reviews'));
  });

  it('leaves the position alone when only the query changes (filters), and on the first load', async () => {
    const user = userEvent.setup();
    renderAt('/marketplace');
    expect(scrollTo).not.toHaveBeenCalled();
    shopperScrollsTo(600);
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(y).toBe(600);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('after a reload returns to where that entry was left', () => {
    // A reload is a POP to the same history entry (same key), whose place was saved as the tab left.
    const first = renderAt('/marketplace');
    shopperScrollsTo(1200);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    first.unmount();
    y = 0;
    renderAt('/marketplace');
    expect(y).toBe(1200);
  });

  describe("a document's first entry (react-router calls every one 'default')", () => {
    function leaveAt(route: string, position: number) {
      const page = renderAt(route);
      shopperScrollsTo(position);
      act(() => {
        window.dispatchEvent(new Event('pagehide'));
      });
      page.unmount();
      y = 0;
    }

    it("at another address does not take the position of the one left (back from the payment page)", () => {
      leaveAt('/marketplace', 364);
      renderAt('/marketplace?condition=Good');
      expect(y).toBe(0);
    });

    it('reached by a link starts at the top even at the same address; a reload returns', () => {
      // jsdom keeps no navigation timing: the browser's answer is given here.
      const navigation = jest.fn<PerformanceEntryList, [string]>(() => []);
      Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: navigation });
      try {
        leaveAt('/marketplace', 364);
        navigation.mockReturnValue([{ type: 'navigate' } as PerformanceNavigationTiming]);
        renderAt('/marketplace').unmount();
        expect(y).toBe(0);
        navigation.mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
        renderAt('/marketplace');
        expect(y).toBe(364);
        expect(navigation).toHaveBeenCalledWith('navigation');
      } finally {
        delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
      }
    });
  });
});
