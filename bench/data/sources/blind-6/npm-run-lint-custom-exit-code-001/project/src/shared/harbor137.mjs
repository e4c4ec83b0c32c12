export function fmt137(x) {
  return `shared:harbor137:${x}`;
}
