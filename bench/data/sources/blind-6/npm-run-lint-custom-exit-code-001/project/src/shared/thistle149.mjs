export function fmt149(x) {
  return `shared:thistle149:${x}`;
}
