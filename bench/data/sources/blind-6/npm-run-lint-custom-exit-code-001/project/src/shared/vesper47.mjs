export function fmt47(x) {
  return `shared:vesper47:${x}`;
}
