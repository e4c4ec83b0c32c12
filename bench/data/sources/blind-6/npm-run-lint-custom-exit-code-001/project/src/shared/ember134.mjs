export function fmt134(x) {
  return `shared:ember134:${x}`;
}
