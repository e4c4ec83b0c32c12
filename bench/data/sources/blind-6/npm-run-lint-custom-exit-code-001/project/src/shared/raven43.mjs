export function fmt43(x) {
  return `shared:raven43:${x}`;
}
