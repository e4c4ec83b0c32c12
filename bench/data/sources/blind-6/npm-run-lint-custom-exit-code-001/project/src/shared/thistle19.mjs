export function fmt19(x) {
  return `shared:thistle19:${x}`;
}
