export function fmt65(x) {
  return `shared:nectar65:${x}`;
}
