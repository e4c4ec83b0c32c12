import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { applyCoupon, subtotal } from '../src/pricing.js';

describe('subtotal', () => {
  test('sums quantity times price', () => {
    assert.equal(subtotal([{ cents: 250, qty: 2 }, { cents: 1000, qty: 1 }]), 1500);
  });
  test('empty cart is zero', () => {
    assert.equal(subtotal([]), 0);
  });
});

describe('applyCoupon', () => {
  test('no coupon leaves the price alone', () => {
    assert.equal(applyCoupon(1999, null), 1999);
  });
  test('fixed coupon never goes below zero', () => {
    assert.equal(applyCoupon(500, { type: 'fixed', cents: 700 }), 0);
  });
  test('applies percentage coupon', () => {
    const cents = subtotal([{ cents: 1111, qty: 2 }]);
    assert.strictEqual(applyCoupon(cents, { type: 'percent', percent: 10 }), 1999);
  });
  test('rejects unknown coupon types', () => {
    assert.throws(() => applyCoupon(100, { type: 'bogo' }), /unknown coupon type/);
  });
});
