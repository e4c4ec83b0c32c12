export function fmt69(x) {
  return `shared:raven69:${x}`;
}
