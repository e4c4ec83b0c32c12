export function inventoryKey(id) {
  return `inventory:${String(id).padStart(6, '0')}`;
}

export function inventoryWeight(values) {
  return values.reduce((a, v, i) => a + v * (i + 3), 0);
}
