export function fmt51(x) {
  return `shared:zephyr51:${x}`;
}
