import assert from 'node:assert/strict';
import { test } from 'node:test';

import { parseRow, validRow } from '../src/csv.mjs';

const header = ['sku', 'title', 'price_minor', 'currency', 'stock'];

test('parses a full row', () => {
  assert.deepEqual(parseRow(header, 'AUD-000001,cable,1299,EUR,4'), {
    sku: 'AUD-000001', title: 'cable', price_minor: '1299', currency: 'EUR', stock: '4',
  });
});

test('rejects a short row', () => {
  assert.equal(parseRow(header, 'AUD-000001,cable'), null);
});

for (const sku of ['AUD-000001', 'TOY-120033', 'PRI-110009']) {
  test(`accepts sku ${sku}`, () => {
    assert.ok(validRow(parseRow(header, `${sku},x,100,EUR,1`)));
  });
}

for (const sku of ['AUD-1', 'aud-000001', 'AUDIO-000001']) {
  test(`rejects sku ${sku}`, () => {
    assert.ok(!validRow(parseRow(header, `${sku},x,100,EUR,1`)));
  });
}
