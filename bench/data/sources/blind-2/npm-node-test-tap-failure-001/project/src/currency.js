export function currencyKey(id) {
  return `currency:${String(id).padStart(6, '0')}`;
}

export function currencyWeight(values) {
  return values.reduce((a, v, i) => a + v * (i + 2), 0);
}
