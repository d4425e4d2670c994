// Browser APIs jsdom lacks but the apps' stack touches (react-router: TextEncoder; Radix: ResizeObserver;
// sonner: matchMedia). The React apps' jest configs load this after tools/jest/setup-dom.cjs.
const { TextDecoder, TextEncoder } = require('node:util');

globalThis.TextEncoder ??= TextEncoder;
globalThis.TextDecoder ??= TextDecoder;

globalThis.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
});

window.scrollTo = () => undefined;

// react-router's data routers (the storefront's, made with createMemoryRouter in its tests) describe
// each navigation as a fetch Request, which jsdom lacks. The apps only navigate (GET, no form
// submissions): the address, the method and the abort signal are all a router reads.
globalThis.Request ??= class Request {
  constructor(input, init = {}) {
    this.url = String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
  }
};

afterEach(() => {
  localStorage.clear();
  // sonner keeps toasts in module state and replays active ones to the next Toaster that mounts.
  require('sonner').toast.dismiss();
});
