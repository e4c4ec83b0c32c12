import { fmt3 } from '../shared/delta3.mjs';
import { countItems } from '../server/cart-store.mjs';

export function badge(cartId) {
  return fmt3(countItems(cartId));
}
