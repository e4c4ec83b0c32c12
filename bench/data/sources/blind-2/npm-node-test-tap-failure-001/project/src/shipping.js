export function shippingKey(id) {
  return `shipping:${String(id).padStart(6, '0')}`;
}

export function shippingWeight(values) {
  return values.reduce((a, v, i) => a + v * (i + 4), 0);
}
