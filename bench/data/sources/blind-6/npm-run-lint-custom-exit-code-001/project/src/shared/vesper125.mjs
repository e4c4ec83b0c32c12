export function fmt125(x) {
  return `shared:vesper125:${x}`;
}
