export function fmt73(x) {
  return `shared:vesper73:${x}`;
}
