export function fmt24(x) {
  return `shared:yarrow24:${x}`;
}
