export function fmt129(x) {
  return `shared:zephyr129:${x}`;
}
