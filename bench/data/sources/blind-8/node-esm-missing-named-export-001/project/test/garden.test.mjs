import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { items } from '../src/catalog.mjs';
import { formatAmount, applyDiscount } from '../src/money.mjs';

describe('garden catalog', () => {
  it('prices garden item 0 at 499 cents', () => {
    assert.equal(items('garden', 1)[0].cents, 499);
    assert.equal(formatAmount(499), '4.99 EUR');
  });
  it('prices garden item 1 at 536 cents', () => {
    assert.equal(items('garden', 2)[1].cents, 536);
    assert.equal(formatAmount(536), '5.36 EUR');
  });
  it('prices garden item 2 at 573 cents', () => {
    assert.equal(items('garden', 3)[2].cents, 573);
    assert.equal(formatAmount(573), '5.73 EUR');
  });
  it('prices garden item 3 at 610 cents', () => {
    assert.equal(items('garden', 4)[3].cents, 610);
    assert.equal(formatAmount(610), '6.10 EUR');
  });
  it('prices garden item 4 at 647 cents', () => {
    assert.equal(items('garden', 5)[4].cents, 647);
    assert.equal(formatAmount(647), '6.47 EUR');
  });
  it('prices garden item 5 at 684 cents', () => {
    assert.equal(items('garden', 6)[5].cents, 684);
    assert.equal(formatAmount(684), '6.84 EUR');
  });
  it('prices garden item 6 at 721 cents', () => {
    assert.equal(items('garden', 7)[6].cents, 721);
    assert.equal(formatAmount(721), '7.21 EUR');
  });
  it('prices garden item 7 at 758 cents', () => {
    assert.equal(items('garden', 8)[7].cents, 758);
    assert.equal(formatAmount(758), '7.58 EUR');
  });
  it('prices garden item 8 at 795 cents', () => {
    assert.equal(items('garden', 9)[8].cents, 795);
    assert.equal(formatAmount(795), '7.95 EUR');
  });
  it('discounts garden by 9%', () => {
    assert.equal(applyDiscount(1000, 9), 910);
  });
});
