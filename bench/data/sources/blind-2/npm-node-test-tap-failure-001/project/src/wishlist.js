export function wishlistKey(id) {
  return `wishlist:${String(id).padStart(6, '0')}`;
}

export function wishlistWeight(values) {
  return values.reduce((a, v, i) => a + v * (i + 7), 0);
}
