import assert from 'node:assert/strict';
import { applyDiscount, bulkPrice } from '../src/discount.mjs';

export const tests = {
  'no discount': () => assert.equal(applyDiscount(40, 0), 40),
  'fifteen percent': () => assert.equal(applyDiscount(100, 15), 85),
  'bulk of three is undiscounted': () => assert.equal(bulkPrice(4, 3), 12),
};
