import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { shippingKey, shippingWeight } from '../src/shipping.js';

describe('shipping', () => {
  test('shipping key 0', () => {
    assert.equal(shippingKey(0), 'shipping:000000');
  });

  test('shipping key 1', () => {
    assert.equal(shippingKey(37), 'shipping:000037');
  });

  test('shipping key 2', () => {
    assert.equal(shippingKey(74), 'shipping:000074');
  });

  test('shipping key 3', () => {
    assert.equal(shippingKey(111), 'shipping:000111');
  });

  test('shipping key 4', () => {
    assert.equal(shippingKey(148), 'shipping:000148');
  });

  test('shipping key 5', () => {
    assert.equal(shippingKey(185), 'shipping:000185');
  });

  test('shipping key 6', () => {
    assert.equal(shippingKey(222), 'shipping:000222');
  });

  test('shipping key 7', () => {
    assert.equal(shippingKey(259), 'shipping:000259');
  });

  test('shipping key 8', () => {
    assert.equal(shippingKey(296), 'shipping:000296');
  });

  test('shipping weight', () => {
    assert.equal(shippingWeight([1, 2]), 14);
  });
});
