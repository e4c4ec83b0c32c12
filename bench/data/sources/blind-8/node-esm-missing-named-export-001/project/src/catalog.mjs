export function items(category, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push({ sku: `${category}-${String(i).padStart(4, '0')}`, cents: 499 + i * 37 });
  }
  return out;
}
