export function fmt4(x) {
  return `shared:ember4:${x}`;
}
