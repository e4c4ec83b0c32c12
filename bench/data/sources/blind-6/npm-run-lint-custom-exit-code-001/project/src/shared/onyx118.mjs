export function fmt118(x) {
  return `shared:onyx118:${x}`;
}
