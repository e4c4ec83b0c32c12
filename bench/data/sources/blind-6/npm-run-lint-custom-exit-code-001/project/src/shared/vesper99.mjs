export function fmt99(x) {
  return `shared:vesper99:${x}`;
}
