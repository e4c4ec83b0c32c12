export function fmt46(x) {
  return `shared:umber46:${x}`;
}
