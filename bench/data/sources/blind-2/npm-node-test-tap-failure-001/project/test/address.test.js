import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { addressKey, addressWeight } from '../src/address.js';

describe('address', () => {
  test('address key 0', () => {
    assert.equal(addressKey(0), 'address:000000');
  });

  test('address key 1', () => {
    assert.equal(addressKey(37), 'address:000037');
  });

  test('address key 2', () => {
    assert.equal(addressKey(74), 'address:000074');
  });

  test('address key 3', () => {
    assert.equal(addressKey(111), 'address:000111');
  });

  test('address key 4', () => {
    assert.equal(addressKey(148), 'address:000148');
  });

  test('address key 5', () => {
    assert.equal(addressKey(185), 'address:000185');
  });

  test('address key 6', () => {
    assert.equal(addressKey(222), 'address:000222');
  });

  test('address key 7', () => {
    assert.equal(addressKey(259), 'address:000259');
  });

  test('address key 8', () => {
    assert.equal(addressKey(296), 'address:000296');
  });

  test('address weight', () => {
    assert.equal(addressWeight([1, 2]), 5);
  });
});
