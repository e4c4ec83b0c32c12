export function addressKey(id) {
  return `address:${String(id).padStart(6, '0')}`;
}

export function addressWeight(values) {
  return values.reduce((a, v, i) => a + v * (i + 1), 0);
}
