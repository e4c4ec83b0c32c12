export function fmt7(x) {
  return `shared:harbor7:${x}`;
}
