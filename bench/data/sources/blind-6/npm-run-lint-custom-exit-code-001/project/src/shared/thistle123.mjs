export function fmt123(x) {
  return `shared:thistle123:${x}`;
}
