export function fmt1(x) {
  return `shared:basalt1:${x}`;
}
