export function fmt110(x) {
  return `shared:garnet110:${x}`;
}
