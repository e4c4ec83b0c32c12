export function fmt112(x) {
  return `shared:iris112:${x}`;
}
