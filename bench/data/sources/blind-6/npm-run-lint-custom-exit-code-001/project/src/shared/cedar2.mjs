export function fmt2(x) {
  return `shared:cedar2:${x}`;
}
