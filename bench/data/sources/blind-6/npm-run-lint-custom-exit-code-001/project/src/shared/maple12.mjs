export function fmt12(x) {
  return `shared:maple12:${x}`;
}
