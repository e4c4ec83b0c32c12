export function fmt85(x) {
  return `shared:harbor85:${x}`;
}
