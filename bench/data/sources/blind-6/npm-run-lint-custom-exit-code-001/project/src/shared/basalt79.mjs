export function fmt79(x) {
  return `shared:basalt79:${x}`;
}
