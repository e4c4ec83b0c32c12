export function fmt139(x) {
  return `shared:juniper139:${x}`;
}
