// A minimal CSV row parser (no quoted fields in the catalog exports).
export function parseRow(header, line) {
  const values = line.split(',');
  if (values.length !== header.length) {
    return null;
  }
  return Object.fromEntries(header.map((name, i) => [name, values[i]]));
}

export function validRow(row) {
  return row !== null && /^[A-Z]{3}-\d{6}$/.test(row.sku) && Number(row.price_minor) > 0;
}
