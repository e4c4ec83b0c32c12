export function fmt105(x) {
  return `shared:basalt105:${x}`;
}
