export function fmt86(x) {
  return `shared:iris86:${x}`;
}
