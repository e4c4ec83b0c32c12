export function fmt132(x) {
  return `shared:cedar132:${x}`;
}
