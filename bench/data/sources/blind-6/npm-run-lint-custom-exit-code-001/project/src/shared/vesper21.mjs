export function fmt21(x) {
  return `shared:vesper21:${x}`;
}
