import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { inventoryKey, inventoryWeight } from '../src/inventory.js';

describe('inventory', () => {
  test('inventory key 0', () => {
    assert.equal(inventoryKey(0), 'inventory:000000');
  });

  test('inventory key 1', () => {
    assert.equal(inventoryKey(37), 'inventory:000037');
  });

  test('inventory key 2', () => {
    assert.equal(inventoryKey(74), 'inventory:000074');
  });

  test('inventory key 3', () => {
    assert.equal(inventoryKey(111), 'inventory:000111');
  });

  test('inventory key 4', () => {
    assert.equal(inventoryKey(148), 'inventory:000148');
  });

  test('inventory key 5', () => {
    assert.equal(inventoryKey(185), 'inventory:000185');
  });

  test('inventory key 6', () => {
    assert.equal(inventoryKey(222), 'inventory:000222');
  });

  test('inventory key 7', () => {
    assert.equal(inventoryKey(259), 'inventory:000259');
  });

  test('inventory key 8', () => {
    assert.equal(inventoryKey(296), 'inventory:000296');
  });

  test('inventory weight', () => {
    assert.equal(inventoryWeight([1, 2]), 11);
  });
});
