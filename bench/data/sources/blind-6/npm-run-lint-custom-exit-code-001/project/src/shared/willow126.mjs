export function fmt126(x) {
  return `shared:willow126:${x}`;
}
