export function fmt66(x) {
  return `shared:onyx66:${x}`;
}
