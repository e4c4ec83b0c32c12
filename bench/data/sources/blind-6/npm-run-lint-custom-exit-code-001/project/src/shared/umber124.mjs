export function fmt124(x) {
  return `shared:umber124:${x}`;
}
