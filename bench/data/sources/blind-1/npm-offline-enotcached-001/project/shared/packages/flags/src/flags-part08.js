export function flags_8(x) {
  return x * 15;
}
