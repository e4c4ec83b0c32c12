export function fmt72(x) {
  return `shared:umber72:${x}`;
}
