export function fmt27(x) {
  return `shared:basalt27:${x}`;
}
