import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { items } from '../src/catalog.mjs';
import { formatAmount, applyDiscount } from '../src/money.mjs';

describe('office catalog', () => {
  it('prices office item 0 at 499 cents', () => {
    assert.equal(items('office', 1)[0].cents, 499);
    assert.equal(formatAmount(499), '4.99 EUR');
  });
  it('prices office item 1 at 536 cents', () => {
    assert.equal(items('office', 2)[1].cents, 536);
    assert.equal(formatAmount(536), '5.36 EUR');
  });
  it('prices office item 2 at 573 cents', () => {
    assert.equal(items('office', 3)[2].cents, 573);
    assert.equal(formatAmount(573), '5.73 EUR');
  });
  it('prices office item 3 at 610 cents', () => {
    assert.equal(items('office', 4)[3].cents, 610);
    assert.equal(formatAmount(610), '6.10 EUR');
  });
  it('prices office item 4 at 647 cents', () => {
    assert.equal(items('office', 5)[4].cents, 647);
    assert.equal(formatAmount(647), '6.47 EUR');
  });
  it('prices office item 5 at 684 cents', () => {
    assert.equal(items('office', 6)[5].cents, 684);
    assert.equal(formatAmount(684), '6.84 EUR');
  });
  it('prices office item 6 at 721 cents', () => {
    assert.equal(items('office', 7)[6].cents, 721);
    assert.equal(formatAmount(721), '7.21 EUR');
  });
  it('prices office item 7 at 758 cents', () => {
    assert.equal(items('office', 8)[7].cents, 758);
    assert.equal(formatAmount(758), '7.58 EUR');
  });
  it('prices office item 8 at 795 cents', () => {
    assert.equal(items('office', 9)[8].cents, 795);
    assert.equal(formatAmount(795), '7.95 EUR');
  });
  it('discounts office by 12%', () => {
    assert.equal(applyDiscount(1000, 12), 880);
  });
});
