export function taxKey(id) {
  return `tax:${String(id).padStart(6, '0')}`;
}

export function taxWeight(values) {
  return values.reduce((a, v, i) => a + v * (i + 5), 0);
}
