export function fmt33(x) {
  return `shared:harbor33:${x}`;
}
