export function fmt88(x) {
  return `shared:kestrel88:${x}`;
}
