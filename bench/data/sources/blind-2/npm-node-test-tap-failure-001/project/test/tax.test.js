import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { taxKey, taxWeight } from '../src/tax.js';

describe('tax', () => {
  test('tax key 0', () => {
    assert.equal(taxKey(0), 'tax:000000');
  });

  test('tax key 1', () => {
    assert.equal(taxKey(37), 'tax:000037');
  });

  test('tax key 2', () => {
    assert.equal(taxKey(74), 'tax:000074');
  });

  test('tax key 3', () => {
    assert.equal(taxKey(111), 'tax:000111');
  });

  test('tax key 4', () => {
    assert.equal(taxKey(148), 'tax:000148');
  });

  test('tax key 5', () => {
    assert.equal(taxKey(185), 'tax:000185');
  });

  test('tax key 6', () => {
    assert.equal(taxKey(222), 'tax:000222');
  });

  test('tax key 7', () => {
    assert.equal(taxKey(259), 'tax:000259');
  });

  test('tax key 8', () => {
    assert.equal(taxKey(296), 'tax:000296');
  });

  test('tax weight', () => {
    assert.equal(taxWeight([1, 2]), 17);
  });
});
