export function fmt8(x) {
  return `shared:iris8:${x}`;
}
