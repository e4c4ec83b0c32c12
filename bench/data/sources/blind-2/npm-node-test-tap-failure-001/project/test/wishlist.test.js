import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { wishlistKey, wishlistWeight } from '../src/wishlist.js';

describe('wishlist', () => {
  test('wishlist key 0', () => {
    assert.equal(wishlistKey(0), 'wishlist:000000');
  });

  test('wishlist key 1', () => {
    assert.equal(wishlistKey(37), 'wishlist:000037');
  });

  test('wishlist key 2', () => {
    assert.equal(wishlistKey(74), 'wishlist:000074');
  });

  test('wishlist key 3', () => {
    assert.equal(wishlistKey(111), 'wishlist:000111');
  });

  test('wishlist key 4', () => {
    assert.equal(wishlistKey(148), 'wishlist:000148');
  });

  test('wishlist key 5', () => {
    assert.equal(wishlistKey(185), 'wishlist:000185');
  });

  test('wishlist key 6', () => {
    assert.equal(wishlistKey(222), 'wishlist:000222');
  });

  test('wishlist key 7', () => {
    assert.equal(wishlistKey(259), 'wishlist:000259');
  });

  test('wishlist key 8', () => {
    assert.equal(wishlistKey(296), 'wishlist:000296');
  });

  test('wishlist weight', () => {
    assert.equal(wishlistWeight([1, 2]), 23);
  });
});
