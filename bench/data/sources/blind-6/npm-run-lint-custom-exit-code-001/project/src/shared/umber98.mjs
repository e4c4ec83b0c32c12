export function fmt98(x) {
  return `shared:umber98:${x}`;
}
