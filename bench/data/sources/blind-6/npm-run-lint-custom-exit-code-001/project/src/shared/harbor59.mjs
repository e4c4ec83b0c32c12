export function fmt59(x) {
  return `shared:harbor59:${x}`;
}
