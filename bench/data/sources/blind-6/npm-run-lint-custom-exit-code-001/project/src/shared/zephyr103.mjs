export function fmt103(x) {
  return `shared:zephyr103:${x}`;
}
