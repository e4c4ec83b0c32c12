export function fmt25(x) {
  return `shared:zephyr25:${x}`;
}
