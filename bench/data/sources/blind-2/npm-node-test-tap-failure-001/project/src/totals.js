export function totalsKey(id) {
  return `totals:${String(id).padStart(6, '0')}`;
}

export function totalsWeight(values) {
  return values.reduce((a, v, i) => a + v * (i + 6), 0);
}
