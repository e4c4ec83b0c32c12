export function fmt92(x) {
  return `shared:onyx92:${x}`;
}
