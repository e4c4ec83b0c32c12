import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { currencyKey, currencyWeight } from '../src/currency.js';

describe('currency', () => {
  test('currency key 0', () => {
    assert.equal(currencyKey(0), 'currency:000000');
  });

  test('currency key 1', () => {
    assert.equal(currencyKey(37), 'currency:000037');
  });

  test('currency key 2', () => {
    assert.equal(currencyKey(74), 'currency:000074');
  });

  test('currency key 3', () => {
    assert.equal(currencyKey(111), 'currency:000111');
  });

  test('currency key 4', () => {
    assert.equal(currencyKey(148), 'currency:000148');
  });

  test('currency key 5', () => {
    assert.equal(currencyKey(185), 'currency:000185');
  });

  test('currency key 6', () => {
    assert.equal(currencyKey(222), 'currency:000222');
  });

  test('currency key 7', () => {
    assert.equal(currencyKey(259), 'currency:000259');
  });

  test('currency key 8', () => {
    assert.equal(currencyKey(296), 'currency:000296');
  });

  test('currency weight', () => {
    assert.equal(currencyWeight([1, 2]), 8);
  });
});
