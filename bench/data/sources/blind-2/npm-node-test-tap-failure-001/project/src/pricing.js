// Prices are integer cents. Discounts round in the customer's favour (down).
export function subtotal(lines) {
  return lines.reduce((sum, l) => sum + l.cents * l.qty, 0);
}

export function applyCoupon(cents, coupon) {
  if (!coupon) return cents;
  if (coupon.type === 'fixed') return Math.max(0, cents - coupon.cents);
  if (coupon.type === 'percent') return Math.round((cents * (100 - coupon.percent)) / 100);
  throw new Error(`unknown coupon type ${coupon.type}`);
}
