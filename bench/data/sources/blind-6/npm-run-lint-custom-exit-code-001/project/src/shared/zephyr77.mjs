export function fmt77(x) {
  return `shared:zephyr77:${x}`;
}
