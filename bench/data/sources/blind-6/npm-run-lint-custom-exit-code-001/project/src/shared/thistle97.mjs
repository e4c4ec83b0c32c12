export function fmt97(x) {
  return `shared:thistle97:${x}`;
}
