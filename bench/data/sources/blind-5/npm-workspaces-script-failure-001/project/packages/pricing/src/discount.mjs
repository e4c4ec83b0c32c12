/** Price after a percentage discount, e.g. applyDiscount(100, 15) === 85. */
export function applyDiscount(price, percent) {
  return Math.round(price * (1 - percent) * 100) / 100;
}

export function bulkPrice(unit, qty) {
  return qty >= 10 ? applyDiscount(unit * qty, 5) : unit * qty;
}
