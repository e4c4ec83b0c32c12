export function fmt48(x) {
  return `shared:willow48:${x}`;
}
