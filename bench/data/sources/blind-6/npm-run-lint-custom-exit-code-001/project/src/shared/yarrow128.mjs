export function fmt128(x) {
  return `shared:yarrow128:${x}`;
}
