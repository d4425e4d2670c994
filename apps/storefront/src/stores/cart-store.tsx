import {
  addToCart,
  CART_STORAGE_KEY,
  cartCount,
  clearCart,
  parseStoredCart,
  removeFromCart,
  updateQuantity,
  type CartItem,
  type CartResult,
} from '@phonehub/domain';
import { notify } from '@phonehub/session';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

// The one cart of this browser (spec section 4): kept in localStorage under phoneHubCart, changed only
// through the domain's rules, whose messages become toasts. Other tabs' changes arrive as storage events.

export type { CartItem };

export interface CartActions {
  /** Adds `quantity` of a product (anything with the product's fields); false when a rule refused it. */
  add(product: unknown, quantity: number): boolean;
  setQuantity(id: string, quantity: number): boolean;
  remove(id: string): boolean;
  clear(): void;
}

interface CartStore extends CartActions {
  getSnapshot(): CartItem[];
  subscribe(listener: () => void): () => void;
  /** Re-reads storage (another tab wrote it). */
  reload(): void;
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function isReadable(raw: string): boolean {
  try {
    return Array.isArray(JSON.parse(raw));
  } catch {
    return false;
  }
}

function write(items: CartItem[]): void {
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Storage full or blocked: the cart still works for this visit.
  }
}

/** Loads the stored cart; what cannot be read at all is removed (spec: "cleared if unparsable"). */
function load(): CartItem[] {
  const raw = readRaw();
  if (raw !== null && !isReadable(raw)) {
    try {
      localStorage.removeItem(CART_STORAGE_KEY);
    } catch {
      // Nothing to clear it with; it is ignored either way.
    }
    return [];
  }
  return parseStoredCart(raw);
}

export function createCartStore(): CartStore {
  let items = load();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const apply = (result: CartResult): boolean => {
    if (!result.ok) {
      notify.error(result.error);
      return false;
    }
    items = result.cart;
    write(items);
    emit();
    notify.success(result.message);
    return true;
  };

  return {
    getSnapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      items = parseStoredCart(readRaw());
      emit();
    },
    add: (product, quantity) => apply(addToCart(items, product, quantity)),
    setQuantity: (id, quantity) => apply(updateQuantity(items, id, quantity)),
    remove: (id) => apply(removeFromCart(items, id)),
    clear: () => {
      apply(clearCart());
    },
  };
}

const CartContext = createContext<CartStore | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CART_STORAGE_KEY) store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used inside <CartProvider>');
  return store;
}

export interface Cart extends CartActions {
  items: CartItem[];
  /** The header badge: the sum of quantities. */
  count: number;
}

/** The server's cart: it has none, so a page it rendered shows an empty one until hydrated. */
const SERVER_CART: CartItem[] = [];
const serverCart = () => SERVER_CART;

export function useCart(): Cart {
  const store = useCartStore();
  // Hydration reads the server's snapshot, then React re-renders with this browser's cart: reading
  // the stored cart at once made the header's badge differ from the server's markup, and React then
  // threw the page's markup away and drew it all again in one long task (issue 17).
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, serverCart);
  return useMemo(
    () => ({
      items,
      count: cartCount(items),
      add: store.add,
      setQuantity: store.setQuantity,
      remove: store.remove,
      clear: store.clear,
    }),
    [items, store],
  );
}

/** The sum of quantities, for the header badge. */
export function useCartCount(): number {
  return useCart().count;
}
