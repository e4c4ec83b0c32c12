export function fmt143(x) {
  return `shared:nectar143:${x}`;
}
