import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { totalsKey, totalsWeight } from '../src/totals.js';

describe('totals', () => {
  test('totals key 0', () => {
    assert.equal(totalsKey(0), 'totals:000000');
  });

  test('totals key 1', () => {
    assert.equal(totalsKey(37), 'totals:000037');
  });

  test('totals key 2', () => {
    assert.equal(totalsKey(74), 'totals:000074');
  });

  test('totals key 3', () => {
    assert.equal(totalsKey(111), 'totals:000111');
  });

  test('totals key 4', () => {
    assert.equal(totalsKey(148), 'totals:000148');
  });

  test('totals key 5', () => {
    assert.equal(totalsKey(185), 'totals:000185');
  });

  test('totals key 6', () => {
    assert.equal(totalsKey(222), 'totals:000222');
  });

  test('totals key 7', () => {
    assert.equal(totalsKey(259), 'totals:000259');
  });

  test('totals key 8', () => {
    assert.equal(totalsKey(296), 'totals:000296');
  });

  test('totals weight', () => {
    assert.equal(totalsWeight([1, 2]), 20);
  });
});
