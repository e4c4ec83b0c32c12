export function fmt71(x) {
  return `shared:thistle71:${x}`;
}
