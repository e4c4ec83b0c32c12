export function fmt67(x) {
  return `shared:pollen67:${x}`;
}
