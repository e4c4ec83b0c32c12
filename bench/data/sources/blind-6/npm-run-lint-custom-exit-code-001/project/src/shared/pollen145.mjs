export function fmt145(x) {
  return `shared:pollen145:${x}`;
}
