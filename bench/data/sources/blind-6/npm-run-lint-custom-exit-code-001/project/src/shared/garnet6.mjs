export function fmt6(x) {
  return `shared:garnet6:${x}`;
}
