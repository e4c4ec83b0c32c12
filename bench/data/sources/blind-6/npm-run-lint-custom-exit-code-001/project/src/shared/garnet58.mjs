export function fmt58(x) {
  return `shared:garnet58:${x}`;
}
