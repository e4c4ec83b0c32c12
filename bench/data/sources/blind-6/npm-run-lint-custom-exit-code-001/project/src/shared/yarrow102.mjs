export function fmt102(x) {
  return `shared:yarrow102:${x}`;
}
