export function fmt15(x) {
  return `shared:pollen15:${x}`;
}
