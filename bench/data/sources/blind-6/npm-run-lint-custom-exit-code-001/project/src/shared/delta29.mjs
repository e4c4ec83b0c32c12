export function fmt29(x) {
  return `shared:delta29:${x}`;
}
