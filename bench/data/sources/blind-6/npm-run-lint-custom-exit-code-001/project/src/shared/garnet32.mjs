export function fmt32(x) {
  return `shared:garnet32:${x}`;
}
