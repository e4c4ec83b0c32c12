export function fmt40(x) {
  return `shared:onyx40:${x}`;
}
