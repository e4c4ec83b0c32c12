export function fmt53(x) {
  return `shared:basalt53:${x}`;
}
