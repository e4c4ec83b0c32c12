export function flags_1(x) {
  return x * 8;
}
