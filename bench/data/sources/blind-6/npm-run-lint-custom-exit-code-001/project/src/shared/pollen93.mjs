export function fmt93(x) {
  return `shared:pollen93:${x}`;
}
